import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';
import { videoPublishingExtras } from '@/features/publishing/components/video-publishing';
import { VideoStudioPage } from '@/features/video-studio/components/video-studio-page';

export function Component() {
  return (
    <StudioAccessGate studio="video">
      <VideoStudioPage extras={videoPublishingExtras} />
    </StudioAccessGate>
  );
}
