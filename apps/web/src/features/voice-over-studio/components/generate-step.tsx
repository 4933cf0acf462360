import { useTranslation } from 'react-i18next';
import { GenerationError } from '@/components/wizard/generation-error';
import { GenerationProgress } from '@/components/wizard/generation-progress';
import type { VoiceOverStudio } from '../hooks/use-voice-over-studio';

/** Step 3: the queued generation's progress (sentences spoken of total), or its error with Retry. */
export function GenerateStep({ studio }: { studio: VoiceOverStudio }) {
  const { t } = useTranslation('voice-over-studio');
  const { generation } = studio;
  if (generation.status === 'failed' || generation.status === 'cancelled') {
    return (
      <GenerationError
        title={t('generate.errorTitle')}
        error={generation.error}
        fallbackKey="voice-over-studio:generate.failed"
        retryLabel={t('generate.retry')}
        onRetry={studio.retry}
      />
    );
  }
  return (
    <GenerationProgress
      title={t('generate.running')}
      label={t('generate.progressLabel')}
      stage={generation.stage}
      percent={generation.status === 'succeeded' ? 100 : generation.percent}
      startedAt={generation.startedAt}
      restarted={generation.restarted}
    />
  );
}
