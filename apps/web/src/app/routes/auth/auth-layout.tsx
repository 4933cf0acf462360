import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GuestOnly } from '../../guards/guest-only';

export function Component() {
  return (
    <GuestOnly>
      <AuthLayout />
    </GuestOnly>
  );
}
