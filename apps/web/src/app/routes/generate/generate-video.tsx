import { VideoStudioPage } from '@/features/video-studio/components/video-studio-page';

export function Component() {
  return <VideoStudioPage />;
}
