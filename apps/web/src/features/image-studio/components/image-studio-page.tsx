import { useTranslation } from 'react-i18next';
import { GenerateStep } from '@/components/wizard/generate-step';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { nextImageProgress } from '@/lib/wizard/timed-progress';
import { useImageStudio } from '../hooks/use-image-studio';
import { IMAGE_STEPS } from '../model/image-draft';
import { ImageIdeaStep } from './image-idea-step';
import { ImageOptionsStep } from './image-options-step';
import { ImageResultStep } from './image-result-step';

/** /generate-image: idea -> options -> generate -> result (docs/product/image-studio.md). */
export function ImageStudioPage() {
  const { t } = useTranslation('image-studio');
  const studio = useImageStudio();
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="image-studio" stepIds={IMAGE_STEPS} family="image" studio={studio}>
      {step === 1 && <ImageIdeaStep studio={studio} />}
      {step === 2 && <ImageOptionsStep studio={studio} />}
      {step === 3 && (
        // The progress follows each image as it is rendered.
        <GenerateStep
          generation={studio.generation}
          namespace="image-studio"
          texts={{ running: t('generate.running', { count: studio.draft.count }) }}
          timedRule={nextImageProgress}
          onRetry={studio.retry}
        />
      )}
      {step === 4 && <ImageResultStep studio={studio} />}
    </StudioWizard>
  );
}
