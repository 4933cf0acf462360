import { NewBatchPage } from '@/features/batches/components/new-batch-page';

export function Component() {
  return <NewBatchPage />;
}
