import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useConnections } from '@/lib/api/connections';
import { OAuthCard } from './oauth-card';
import { useOAuthReturn } from './use-oauth-return';
import { WordPressCard } from './wordpress-card';

function ConnectionsSkeleton() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardHeader className="flex-row items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-5 w-32" />
          </CardHeader>
          <CardContent className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}

/** Settings -> Connections: one block per publishing platform. */
export function ConnectionsTab() {
  const { t } = useTranslation('connections');
  const connections = useConnections();
  useOAuthReturn();

  return (
    <div className="grid gap-4" aria-busy={connections.isPending || undefined}>
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      {connections.isPending ? (
        <ConnectionsSkeleton />
      ) : connections.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, connections.error)}
          onRetry={() => void connections.refetch()}
          retrying={connections.isFetching}
        />
      ) : (
        <>
          <WordPressCard
            connection={connections.data.connections.find(
              (c): c is Extract<typeof c, { platform: 'wordpress' }> => c.platform === 'wordpress',
            )}
          />
          {connections.data.connections.map((c) =>
            c.platform === 'wordpress' ? null : <OAuthCard key={c.platform} connection={c} />,
          )}
        </>
      )}
    </div>
  );
}
