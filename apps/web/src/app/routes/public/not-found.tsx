import { NotFoundPage } from '@/components/feedback/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
