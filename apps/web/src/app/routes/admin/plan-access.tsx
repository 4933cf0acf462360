import { PlanAccessPage } from '@/features/plan-access/components/plan-access-page';

/* /backend/plan-access: which studios each plan may use (features/plan-access). */
export function Component() {
  return <PlanAccessPage />;
}
