import { useTranslation } from 'react-i18next';
import { CircleCheck, ExternalLink, Pencil, PlugZap } from 'lucide-react';
import type { WordPressDisplay } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { errorMessage } from '@/lib/errors';
import { useTestWordPress } from '../api/test-wordpress';
import { WordPressDisconnect } from './wordpress-disconnect';
import { wordpressUser } from './wordpress-user';

interface WordPressConnectedProps {
  display: WordPressDisplay;
  connectedAt: string | null;
  onEdit: () => void;
}

/** Who Forja signs in as on which site, with Test, Change and Disconnect. */
export function WordPressConnected({ display, connectedAt, onEdit }: WordPressConnectedProps) {
  const { t, i18n } = useTranslation('connections');
  const test = useTestWordPress();
  const checked = connectedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(connectedAt),
      )
    : null;

  return (
    <>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2 [&>dt:not(:first-child)]:mt-2.5 sm:[&>dt:not(:first-child)]:mt-0">
          <dt className="text-muted-foreground">{t('wordpress.site')}</dt>
          <dd className="min-w-0">
            <a
              href={display.siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium break-all text-primary underline-offset-4 hover:underline"
            >
              {display.siteUrl}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          </dd>
          <dt className="text-muted-foreground">{t('wordpress.signedInAsLabel')}</dt>
          <dd className="font-medium break-words">{wordpressUser(display)}</dd>
          {checked && (
            <>
              <dt className="text-muted-foreground">{t('wordpress.verifiedAt')}</dt>
              <dd>{checked}</dd>
            </>
          )}
        </dl>
        {test.isSuccess && (
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>{t('wordpress.testOk')}</AlertTitle>
            <AlertDescription>
              <p>
                {t('wordpress.signedInAs', {
                  site: test.data.display.siteUrl,
                  name: wordpressUser(test.data.display),
                })}
              </p>
            </AlertDescription>
          </Alert>
        )}
        <ErrorAlert
          title={t('wordpress.testFailed')}
          message={
            test.isError ? errorMessage(t, test.error, 'connections:wordpress.testFailedGeneric') : null
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
          {test.isPending ? t('wordpress.testing') : t('wordpress.test')}
        </Button>
        <Button variant="outline" className="max-sm:w-full" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('wordpress.change')}
        </Button>
        <WordPressDisconnect siteUrl={display.siteUrl} />
      </CardFooter>
    </>
  );
}
