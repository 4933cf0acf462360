import { BackOfficeOverview } from '@/features/back-office-overview/components/back-office-overview';

export function Component() {
  return <BackOfficeOverview />;
}
