import { BackOfficeHome } from '@/features/admin/components/back-office-home';

export function Component() {
  return <BackOfficeHome />;
}
