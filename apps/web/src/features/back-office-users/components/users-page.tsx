import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { SearchBox } from '@/components/form/search-box';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsersList, type UserFilters } from '../api/users';
import { UsersList } from './users-list';

const STATUSES = ['all', 'active', 'inactive'] as const;
const SORTS = ['newest', 'oldest'] as const;

/** /backend/users: search by name or e-mail, filter by status, newest or oldest first, a page at a time. */
export function UsersPage() {
  const { t } = useTranslation('back-office-users');
  useDocumentTitle(t('title'));
  const [filters, setFilters] = useState<UserFilters>({ q: '', status: 'all', sort: 'newest' });
  const users = useUsersList(filters);
  const items = users.data?.pages.flatMap((page) => page.items);
  const setSearch = (q: string) => setFilters((f) => (f.q === q ? f : { ...f, q }));

  return (
    <div className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <SearchBox id="users-search" label={t('search')} onSearch={setSearch} />
        <div className="grid gap-1">
          <Label htmlFor="users-status">{t('filters.status')}</Label>
          <Select
            value={filters.status}
            onValueChange={(status) => setFilters((f) => ({ ...f, status: status as UserFilters['status'] }))}
          >
            <SelectTrigger id="users-status" className="sm:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`filters.statuses.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="users-sort">{t('filters.sort')}</Label>
          <Select
            value={filters.sort}
            onValueChange={(sort) => setFilters((f) => ({ ...f, sort: sort as UserFilters['sort'] }))}
          >
            <SelectTrigger id="users-sort" className="sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORTS.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`filters.sorts.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {users.isPending ? (
        <Card className="gap-0 py-0" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex gap-4 border-b px-4 py-4 last:border-b-0">
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/6" />
            </div>
          ))}
        </Card>
      ) : !items ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, users.error)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : items.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">
            {filters.q || filters.status !== 'all' ? t('empty.noMatch') : t('empty.title')}
          </p>
        </Card>
      ) : (
        <>
          <UsersList users={items} />
          {users.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
            >
              {users.isFetchingNextPage && <Spinner />}
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
