import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Reloads every counter (`counterKeys`: their query keys), then says so (or that it could not). */
export function RefreshStatsButton({ counterKeys }: { counterKeys: readonly QueryKey[] }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        counterKeys.map((queryKey) => queryClient.refetchQueries({ queryKey }, { throwOnError: true })),
      );
      toast.success(t('refresh.done'));
    } catch {
      // The card that failed shows why, with its own retry.
      toast.error(t('refresh.failed'));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Button
      variant="outline"
      onClick={() => void refresh()}
      disabled={refreshing}
      aria-busy={refreshing || undefined}
    >
      {refreshing ? <Spinner /> : <RotateCw aria-hidden="true" />}
      {refreshing ? t('refresh.refreshing') : t('refresh.button')}
    </Button>
  );
}
