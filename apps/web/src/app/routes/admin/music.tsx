import { RequireAdmin } from '../../guards/require-admin';
import { AdminMusicPage } from '@/features/admin-music/components/admin-music-page';

export function Component() {
  return (
    <RequireAdmin permission="settings.manage">
      <AdminMusicPage />
    </RequireAdmin>
  );
}
