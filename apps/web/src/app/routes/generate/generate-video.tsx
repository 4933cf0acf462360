import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';
import { VideoStudioPage } from '@/features/video-studio/components/video-studio-page';

export function Component() {
  return (
    <StudioAccessGate studio="video">
      <VideoStudioPage />
    </StudioAccessGate>
  );
}
