import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, PlugZap } from 'lucide-react';
import type { OAuthConnection } from '@forja/contracts';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { errorMessage } from '@/lib/errors';
import { useTestOAuthConnection } from '../api/oauth-connection';
import { OAuthDisconnect } from './oauth-disconnect';
import { PLATFORM_NAMES } from './platform-icon';

/** The channel (YouTube) or account (TikTok) Forja publishes to, with Test and Disconnect. */
export function OAuthConnected({ connection }: { connection: OAuthConnection }) {
  const { t, i18n } = useTranslation('connections');
  const test = useTestOAuthConnection(connection.platform);
  const count = (n: number | null) =>
    n === null ? t('oauth.hidden') : new Intl.NumberFormat(i18n.resolvedLanguage).format(n);

  const rows: [string, string][] =
    connection.platform === 'youtube'
      ? [
          [t('oauth.channel'), connection.display?.channelName ?? ''],
          [t('oauth.subscribers'), count(connection.display?.subscriberCount ?? null)],
        ]
      : [
          [t('oauth.username'), `@${connection.display?.username ?? ''}`],
          [t('oauth.displayName'), connection.display?.displayName ?? ''],
          [t('oauth.followers'), count(connection.display?.followerCount ?? null)],
        ];

  return (
    <>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2 [&>dt:not(:first-child)]:mt-2.5 sm:[&>dt:not(:first-child)]:mt-0">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </Fragment>
          ))}
        </dl>
        {test.isSuccess && (
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>{t('oauth.testOk', { platform: PLATFORM_NAMES[connection.platform] })}</AlertTitle>
          </Alert>
        )}
        <ErrorAlert
          title={t('oauth.testFailed')}
          message={
            test.isError
              ? errorMessage(t, test.error, `connections:oauth.testFailedGeneric.${connection.platform}`)
              : null
          }
        />
      </CardContent>
      <CardFooter className="mt-6 flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          className="max-sm:w-full"
          onClick={() => test.mutate()}
          disabled={test.isPending}
          aria-busy={test.isPending || undefined}
        >
          {test.isPending ? <Spinner /> : <PlugZap aria-hidden="true" />}
          {test.isPending ? t('oauth.testing') : t('oauth.test')}
        </Button>
        <OAuthDisconnect platform={connection.platform} />
      </CardFooter>
    </>
  );
}
