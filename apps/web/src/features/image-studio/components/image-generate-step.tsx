import { useTranslation } from 'react-i18next';
import { GenerationError } from '@/components/wizard/generation-error';
import { GenerationProgress } from '@/components/wizard/generation-progress';
import { nextImageProgress } from '@/lib/wizard/timed-progress';
import type { ImageStudio } from '../hooks/use-image-studio';

/** Step 3: the queued generation's progress (each image as it is rendered), or its error with Retry. */
export function ImageGenerateStep({ studio }: { studio: ImageStudio }) {
  const { t } = useTranslation('image-studio');
  const { generation } = studio;
  if (generation.status === 'failed' || generation.status === 'cancelled') {
    return (
      <GenerationError
        title={t('generate.errorTitle')}
        error={generation.error}
        fallbackKey="image-studio:generate.failed"
        retryLabel={t('generate.retry')}
        onRetry={studio.retry}
      />
    );
  }
  return (
    <GenerationProgress
      title={t('generate.running', { count: studio.draft.count })}
      label={t('generate.progressLabel')}
      stage={generation.stage}
      percent={generation.status === 'succeeded' ? 100 : generation.percent}
      startedAt={generation.startedAt}
      restarted={generation.restarted}
      timedRule={nextImageProgress}
    />
  );
}
