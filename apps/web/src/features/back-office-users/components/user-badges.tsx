import { useTranslation } from 'react-i18next';
import type { Role, UserStatus } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('back-office-users');
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{t(`status.${status}`)}</Badge>;
}

/** The role, or a dash for plain users (the table's "admin" column). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('back-office-users');
  if (role === 'user') return <span className="text-muted-foreground">{t('roles.user')}</span>;
  return <Badge variant={role === 'support' ? 'outline' : 'default'}>{t(`roles.${role}`)}</Badge>;
}

/** Dates as the reader's language writes them. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
