import { ImageStudioPage } from '@/features/image-studio/components/image-studio-page';
import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';

export function Component() {
  return (
    <StudioAccessGate studio="image">
      <ImageStudioPage />
    </StudioAccessGate>
  );
}
