import { StudioWizard } from '@/components/wizard/studio-wizard';
import { useImageStudio } from '../hooks/use-image-studio';
import { IMAGE_STEPS } from '../model/image-draft';
import { ImageGenerateStep } from './image-generate-step';
import { ImageIdeaStep } from './image-idea-step';
import { ImageOptionsStep } from './image-options-step';
import { ImageResultStep } from './image-result-step';

/** /generate-image: idea -> options -> generate -> result (docs/product/image-studio.md). */
export function ImageStudioPage() {
  const studio = useImageStudio();
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="image-studio" stepIds={IMAGE_STEPS} family="image" studio={studio}>
      {step === 1 && <ImageIdeaStep studio={studio} />}
      {step === 2 && <ImageOptionsStep studio={studio} />}
      {step === 3 && <ImageGenerateStep studio={studio} />}
      {step === 4 && <ImageResultStep studio={studio} />}
    </StudioWizard>
  );
}
