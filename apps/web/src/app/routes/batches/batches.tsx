import { BatchesPage } from '@/features/batches/components/batches-page';

export function Component() {
  return <BatchesPage />;
}
