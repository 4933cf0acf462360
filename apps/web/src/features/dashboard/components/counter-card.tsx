import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';

interface CounterCardProps<T> {
  testId: string;
  title: string;
  icon: LucideIcon;
  query: UseQueryResult<T>;
  /** Already translated: what could not be loaded. */
  loadFailed: string;
  /** The number (and any line under it) once the data is there. */
  children: (data: T) => ReactNode;
}

/** One dashboard counter: a skeleton while it loads, an error with retry, then the value. */
export function CounterCard<T>({
  testId,
  title,
  icon: Icon,
  query,
  loadFailed,
  children,
}: CounterCardProps<T>) {
  const { t } = useTranslation('dashboard');
  return (
    <Card data-testid={testId} aria-busy={query.isPending || undefined} className="gap-3">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base font-medium text-muted-foreground">{title}</CardTitle>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">
        {query.isPending ? (
          <>
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-4 w-48 max-w-full" />
          </>
        ) : query.isError ? (
          <LoadError
            title={loadFailed}
            message={errorMessage(t, query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
