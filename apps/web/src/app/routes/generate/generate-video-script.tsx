import { VideoScriptStudioPage } from '@/features/video-script-studio/components/video-script-studio-page';
import { StudioAccessGate } from '@/features/plan-access/components/studio-access-gate';

export function Component() {
  return (
    <StudioAccessGate studio="videoScript">
      <VideoScriptStudioPage />
    </StudioAccessGate>
  );
}
