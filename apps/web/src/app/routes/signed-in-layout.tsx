import { AppShell } from '@/components/layout/app-shell';
import { RequireAuth } from '../guards/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
