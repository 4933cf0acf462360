import { BatchPage } from '@/features/batches/components/batch-page';

export function Component() {
  return <BatchPage />;
}
