import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAssignRole, ROLES, type AdminUser, type Role } from '@forja/contracts';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSetRole } from '../api/user-actions';

/**
 * The role of one user, changed after a confirmation. Offers only the roles the server would
 * accept from the signed-in role (only an owner touches the owner role; nobody their own).
 */
export function RoleControl({ user, id = `role-${user.id}` }: { user: AdminUser; id?: string }) {
  const { t } = useTranslation('back-office-users');
  const { role: actorRole } = usePermissions();
  const { user: me } = useSession();
  const setRole = useSetRole();
  const [pending, setPending] = useState<Role | null>(null);
  const self = me?.id === user.id;
  const choices = ROLES.filter((r) => r === user.role || canAssignRole(actorRole, user.role, r));
  const disabled = self || choices.length < 2;

  const confirm = async () => {
    if (!pending) return;
    try {
      await setRole.mutateAsync({ userId: user.id, role: pending });
      toast.success(t('role.done', { name: user.name, role: t(`roles.${pending}`) }));
    } catch (error) {
      toast.error(t('role.failed'), { description: errorMessage(t, error) });
    }
    setPending(null);
  };

  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t('role.label')}</Label>
      <Select value={user.role} onValueChange={(next) => setPending(next as Role)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full sm:w-44" aria-describedby={self ? `${id}-self` : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((r) => (
            <SelectItem key={r} value={r}>
              {t(`roles.${r}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {self && (
        <p id={`${id}-self`} className="text-xs text-muted-foreground">
          {t('role.self')}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        destructive={false}
        title={t('role.confirmTitle')}
        description={t('role.confirmText', { name: user.name, role: pending ? t(`roles.${pending}`) : '' })}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('role.confirm')}
        busyLabel={t('role.busy')}
        onConfirm={confirm}
        onDismiss={() => setPending(null)}
      />
    </div>
  );
}
