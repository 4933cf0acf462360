import { PlanAccessPage } from '@/features/plan-access/components/plan-access-page';
import { RequireAdmin } from '../../guards/require-admin';

/* /backend/plan-access: which studios each plan may use (features/plan-access). */
export function Component() {
  return (
    <RequireAdmin permission="settings.manage">
      <PlanAccessPage />
    </RequireAdmin>
  );
}
