import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import { PERMISSIONS, ROLES, ROLE_PERMISSIONS, type AdminUser } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStaff, useUsersList } from '../api/users';
import { RoleControl } from './role-control';

function PersonRow({ user, idPrefix }: { user: AdminUser; idPrefix: string }) {
  return (
    <li className="grid gap-3 border-b px-4 py-3 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div className="min-w-0">
        <p className="font-medium break-words">{user.name}</p>
        <p className="text-sm break-all text-muted-foreground">{user.email}</p>
      </div>
      <RoleControl user={user} id={`${idPrefix}-${user.id}`} />
    </li>
  );
}

/** /backend/permissions: what each role may do, who has a back-office role, and assigning roles. */
export function PermissionsPage() {
  const { t } = useTranslation('back-office-users');
  useDocumentTitle(t('permissions.title'));
  const staff = useStaff();
  const [search, setSearch] = useState('');
  const found = useUsersList({ q: search, status: 'all', sort: 'newest' }, search !== '');
  const matches = search ? (found.data?.pages[0]?.items ?? []).slice(0, 5) : [];

  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('permissions.title')}</h1>
        <p className="text-muted-foreground">{t('permissions.description')}</p>
      </div>

      {/* relative: the cells' screen-reader texts are positioned; they scroll with the table instead of widening the page. */}
      <Card className="relative gap-0 overflow-x-auto py-0">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('permissions.matrix')}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-medium">
                {t('permissions.permission')}
              </th>
              {ROLES.map((role) => (
                <th key={role} scope="col" className="px-3 py-3 text-center font-medium">
                  {t(`roles.${role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSIONS.map((permission) => (
              <tr key={permission} className="border-b last:border-b-0">
                <th scope="row" className="px-4 py-2.5 text-left font-normal">
                  {t(`permissionNames.${permission}`)}
                </th>
                {ROLES.map((role) => {
                  const allowed = ROLE_PERMISSIONS[role].includes(permission);
                  const Icon = allowed ? Check : Minus;
                  return (
                    <td key={role} className="px-3 py-2.5 text-center">
                      <Icon
                        aria-hidden="true"
                        className={
                          allowed ? 'mx-auto size-4 text-success' : 'mx-auto size-4 text-muted-foreground'
                        }
                      />
                      <span className="sr-only">
                        {allowed ? t('permissions.allowed') : t('permissions.denied')}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="text-sm text-muted-foreground">{t('permissions.ownerRule')}</p>

      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('permissions.staff')}</h2>
        {staff.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : staff.isError ? (
          <LoadError
            title={t('permissions.staffFailed')}
            message={errorMessage(t, staff.error)}
            onRetry={() => void staff.refetch()}
            retrying={staff.isFetching}
          />
        ) : (
          <Card className="gap-0 py-0">
            <ul>
              {staff.data.map((user) => (
                <PersonRow key={user.id} user={user} idPrefix="staff-role" />
              ))}
            </ul>
          </Card>
        )}
      </section>

      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('permissions.assign')}</h2>
        <SearchBox id="permissions-search" label={t('permissions.searchLabel')} onSearch={setSearch} />
        {search && found.isPending && <Skeleton className="h-16 w-full" />}
        {search && found.isError && (
          <p className="text-sm text-destructive">{errorMessage(t, found.error)}</p>
        )}
        {search && found.isSuccess && matches.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('empty.noMatch')}</p>
        )}
        {matches.length > 0 && (
          <Card className="gap-0 py-0">
            <ul>
              {matches.map((user) => (
                <PersonRow key={user.id} user={user} idPrefix="assign-role" />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}
