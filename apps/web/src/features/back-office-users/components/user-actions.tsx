import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, Trash2 } from 'lucide-react';
import { canManageAccount, type AdminUser, type Subscription } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isRunning } from '@/lib/api/billing';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteUser, useSendPasswordReset } from '../api/user-actions';
import { AddCreditsDialog } from './add-credits-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { RoleControl } from './role-control';

/**
 * What the signed-in role may do to this user; the server checks each again. `subscription`:
 * theirs, so the deletion can say it ends at once.
 */
export function UserActions({ user, subscription }: { user: AdminUser; subscription?: Subscription }) {
  const { t } = useTranslation('back-office-users');
  const { can, role } = usePermissions();
  const { user: me } = useSession();
  const navigate = useNavigate();
  const reset = useSendPasswordReset(user.id);
  const remove = useDeleteUser(user.id);
  const self = me?.id === user.id;
  // Only an owner changes an administrator's or owner's account (the server says the same).
  const mayTouch = canManageAccount(role, user.role);

  const sendReset = async () => {
    try {
      await reset.mutateAsync();
      toast.success(t('reset.done', { email: user.email }));
    } catch (error) {
      toast.error(t('reset.failed'), { description: errorMessage(t, error) });
    }
  };
  const deleteUser = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('delete.done', { name: user.name }));
      void navigate(paths.backOfficeUsers, { replace: true });
    } catch (error) {
      toast.error(t('delete.failed'), { description: errorMessage(t, error) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {/* Nobody grants credits to themselves (the server refuses it too). */}
        {can('credits.add') && !self && <AddCreditsDialog user={user} />}
        {can('users.edit') && mayTouch && <EditUserDialog user={user} />}
        {can('users.resetPassword') && mayTouch && (
          <ConfirmDialog
            destructive={false}
            trigger={
              <Button variant="outline">
                <KeyRound aria-hidden="true" />
                {t('actions.resetPassword')}
              </Button>
            }
            title={t('reset.title')}
            description={t('reset.text', { email: user.email })}
            cancelLabel={t('actions.cancel')}
            confirmLabel={t('reset.confirm')}
            busyLabel={t('reset.busy')}
            onConfirm={sendReset}
          />
        )}
        {can('users.delete') && mayTouch && !self && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-destructive">
                <Trash2 aria-hidden="true" />
                {t('actions.delete')}
              </Button>
            }
            title={t('delete.title')}
            description={
              <>
                {t('delete.text', { name: user.name, email: user.email })}
                {isRunning(subscription) && (
                  <>
                    {' '}
                    <strong>{t('delete.subscriptionNote', { plan: subscription?.planName })}</strong>
                  </>
                )}
              </>
            }
            cancelLabel={t('actions.cancel')}
            confirmLabel={t('delete.confirm')}
            busyLabel={t('delete.busy')}
            onConfirm={deleteUser}
          />
        )}
      </div>
      {can('credits.add') && self && <p className="text-sm text-muted-foreground">{t('credits.self')}</p>}
      {can('users.edit') && !self && !mayTouch && (
        <p className="text-sm text-muted-foreground">{t('actions.ownerOnly')}</p>
      )}
      {can('roles.assign') && <RoleControl user={user} />}
    </div>
  );
}
