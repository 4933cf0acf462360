import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@forja/contracts';
import { Card } from '@/components/ui/card';
import { backOfficeUser } from '@/config/paths';
import { planName } from '@/lib/plan-name';
import { RoleBadge, StatusBadge, useDateFormat } from './user-badges';

/** The users as a table from md up, as cards below (375 px). */
export function UsersList({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('back-office-users');
  const { date } = useDateFormat();
  const number = new Intl.NumberFormat();
  return (
    <>
      <Card className="relative hidden gap-0 overflow-x-auto py-0 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              {(['name', 'email', 'plan', 'credits', 'status', 'role', 'created'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    column === 'credits' ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium'
                  }
                >
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b last:border-b-0 hover:bg-muted/30">
                <td className="px-4 py-3 font-medium">
                  <Link
                    to={backOfficeUser(user.id)}
                    className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {user.name}
                  </Link>
                </td>
                <td className="max-w-64 truncate px-4 py-3">{user.email}</td>
                <td className="px-4 py-3">{planName(t, { id: user.planId, name: user.planName })}</td>
                <td className="px-4 py-3 text-right tabular-nums">{number.format(user.credits)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={user.status} />
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{date(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid gap-3 md:hidden" aria-label={t('list.caption')}>
        {users.map((user) => (
          <li key={user.id}>
            <Card className="gap-2 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={backOfficeUser(user.id)}
                  className="min-w-0 font-medium break-words hover:underline"
                >
                  {user.name}
                </Link>
                <StatusBadge status={user.status} />
              </div>
              <p className="text-sm break-all text-muted-foreground">{user.email}</p>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('columns.plan')}</dt>
                <dd>{planName(t, { id: user.planId, name: user.planName })}</dd>
                <dt className="text-muted-foreground">{t('columns.credits')}</dt>
                <dd className="tabular-nums">{number.format(user.credits)}</dd>
                <dt className="text-muted-foreground">{t('columns.role')}</dt>
                <dd>
                  <RoleBadge role={user.role} />
                </dd>
                <dt className="text-muted-foreground">{t('columns.created')}</dt>
                <dd>{date(user.createdAt)}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
