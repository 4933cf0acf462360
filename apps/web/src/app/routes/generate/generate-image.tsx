import { ImageStudioPage } from '@/features/image-studio/components/image-studio-page';

export function Component() {
  return <ImageStudioPage />;
}
