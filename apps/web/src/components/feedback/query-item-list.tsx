import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { LoadError } from './load-error';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list read from the server, in its four states: loading (a placeholder), failed (why, and
 * Retry), empty (what the list is for), and the items, one card each.
 */
export function QueryItemList<T extends { id: string }>({
  query,
  items,
  label,
  loadFailed,
  empty,
  skeleton = <Skeleton className="h-32 w-full" />,
  children,
}: {
  query: ListQuery;
  /** Undefined until the query has answered. */
  items: readonly T[] | undefined;
  /** The list's accessible name. */
  label: string;
  loadFailed: string;
  empty: { title: string; text: string };
  skeleton?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return skeleton;
  if (query.isError || !items) {
    return (
      <LoadError
        title={loadFailed}
        message={errorMessage(t, query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Card>
        <CardContent className="grid gap-1 py-6 text-center">
          <p className="font-medium">{empty.title}</p>
          <p className="text-sm text-muted-foreground">{empty.text}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
