import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { planName } from '@/lib/plan-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserDetail } from '../api/users';
import { RoleBadge, StatusBadge, useDateFormat } from './user-badges';
import { UserActions } from './user-actions';
import { UserHistory } from './user-history';

/** /backend/users/:id — who they are, what the back office may do, and their credits, generations and billing. */
export function UserDetailPage({ userId }: { userId: string }) {
  const { t } = useTranslation('back-office-users');
  const detail = useUserDetail(userId);
  const { date } = useDateFormat();
  useDocumentTitle(detail.data?.user.name ?? t('detail.title'));

  const back = (
    <Link
      to={paths.backOfficeUsers}
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    const missing = isApiRequestError(detail.error) && detail.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <LoadError
          title={missing ? t('detail.notFound') : t('detail.loadFailed')}
          message={errorMessage(t, detail.error)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }

  const { user } = detail.data;
  const number = new Intl.NumberFormat();
  return (
    <div className="grid gap-6">
      {back}
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{user.name}</h1>
        <p className="break-all text-muted-foreground">{user.email}</p>
      </div>
      <Card className="grid gap-4 px-4 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-muted-foreground">{t('columns.plan')}</dt>
            <dd className="font-medium">{planName(t, { id: user.planId, name: user.planName })}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('columns.credits')}</dt>
            <dd className="font-medium tabular-nums" data-testid="user-credits">
              {number.format(user.credits)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('columns.status')}</dt>
            <dd>
              <StatusBadge status={user.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('columns.role')}</dt>
            <dd>
              <RoleBadge role={user.role} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('columns.created')}</dt>
            <dd>{date(user.createdAt)}</dd>
          </div>
        </dl>
        <UserActions user={user} subscription={detail.data.subscription} />
      </Card>
      <UserHistory detail={detail.data} />
    </div>
  );
}
