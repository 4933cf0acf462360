import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { NotificationPrefs } from '@forja/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useNotifications } from '../api/get-notifications';
import { useUpdateNotifications } from '../api/update-notifications';

const PREFS = [
  { key: 'emailNotifications', label: 'notifications.email', description: 'notifications.emailDescription' },
  {
    key: 'marketingEmails',
    label: 'notifications.marketing',
    description: 'notifications.marketingDescription',
  },
] as const;

/*
 * Switches save as they are flipped (optimistic, rolled back with a toast on failure):
 * a switch announces an immediate change, and two on/off choices do not need a Save step.
 */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const prefs = useNotifications();
  const update = useUpdateNotifications();

  const toggle = (key: keyof NotificationPrefs, value: boolean) => {
    if (!prefs.data) return;
    update.mutate(
      { ...prefs.data, [key]: value },
      {
        onError: (error) =>
          toast.error(t('notifications.saveFailed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.title')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid">
        {prefs.isError ? (
          <LoadError
            title={t('notifications.loadFailed')}
            message={errorMessage(t, prefs.error)}
            onRetry={() => void prefs.refetch()}
            retrying={prefs.isFetching}
          />
        ) : (
          <ul className="grid divide-y">
            {PREFS.map(({ key, label, description }) => (
              <li key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
                <div className="grid gap-1">
                  <Label htmlFor={`pref-${key}`}>{t(label)}</Label>
                  <p id={`pref-${key}-description`} className="text-sm text-muted-foreground">
                    {t(description)}
                  </p>
                </div>
                {prefs.data ? (
                  <Switch
                    id={`pref-${key}`}
                    aria-describedby={`pref-${key}-description`}
                    checked={prefs.data[key]}
                    onCheckedChange={(value) => toggle(key, value)}
                  />
                ) : (
                  <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
                )}
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="mt-2 border-t pt-4 text-xs text-muted-foreground">
          {update.isPending ? t('notifications.saving') : prefs.data ? t('notifications.autosave') : ''}
        </p>
      </CardContent>
    </Card>
  );
}
