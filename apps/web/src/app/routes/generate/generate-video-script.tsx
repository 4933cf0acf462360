import { VideoScriptStudioPage } from '@/features/video-script-studio/components/video-script-studio-page';

export function Component() {
  return <VideoScriptStudioPage />;
}
