import { AuditPage } from '@/features/audit-log/components/audit-page';
import { RequireAdmin } from '../../guards/require-admin';

export function Component() {
  return (
    <RequireAdmin permission="audit.read">
      <AuditPage />
    </RequireAdmin>
  );
}
