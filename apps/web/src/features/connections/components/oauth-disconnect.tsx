import { useTranslation } from 'react-i18next';
import { Unplug } from 'lucide-react';
import type { OAuthPlatform } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDisconnectOAuth } from '../api/oauth-connection';
import { PLATFORM_NAMES } from './platform-icon';

/**
 * Disconnect behind a confirmation: the access is revoked at the platform, then forgotten.
 * When the platform did not confirm the revoke, the user is told to remove Forja there.
 */
export function OAuthDisconnect({ platform }: { platform: OAuthPlatform }) {
  const { t } = useTranslation('connections');
  const disconnect = useDisconnectOAuth(platform);
  const name = PLATFORM_NAMES[platform];
  const confirm = () =>
    disconnect.mutateAsync().then(
      (result) =>
        void (result?.revocation === 'failed'
          ? toast.warning(t('oauth.revokeFailedTitle'), {
              description: t(`oauth.revokeFailed.${platform}`),
              duration: 20_000,
            })
          : toast.success(t('wordpress.removed'))),
      (error: unknown) =>
        void toast.error(t('wordpress.removeFailed'), {
          description: errorMessage(t, error, 'connections:wordpress.removeFailedGeneric'),
        }),
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="text-destructive hover:bg-red-50 hover:text-destructive max-sm:w-full"
        >
          <Unplug aria-hidden="true" />
          {t('wordpress.disconnect')}
        </Button>
      }
      title={t('oauth.disconnectTitle', { platform: name })}
      description={t('oauth.disconnectText', { platform: name })}
      cancelLabel={t('wordpress.cancel')}
      confirmLabel={t('wordpress.disconnectConfirm')}
      busyLabel={t('wordpress.disconnecting')}
      onConfirm={confirm}
    />
  );
}
