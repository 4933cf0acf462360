import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn, Settings2, TriangleAlert } from 'lucide-react';
import { oauthStartPath, type OAuthConnection } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { OAuthConnected } from './oauth-connected';
import { OAuthDisconnect } from './oauth-disconnect';
import { PLATFORM_NAMES } from './platform-icon';
import { PlatformCardHeader } from './platform-card-header';

/**
 * A YouTube or TikTok block. Connect is a plain link to the server's start address, which
 * sends the browser to the platform's consent page; the return lands on Settings again
 * (use-oauth-return.ts). Without the operator's keys the block tells an administrator which
 * ones to set (only they receive them); anyone else reads that it is not available here.
 */
export function OAuthCard({ connection }: { connection: OAuthConnection }) {
  const { t } = useTranslation('connections');
  const { platform, setup } = connection;
  const name = PLATFORM_NAMES[platform];
  const noteId = useId();

  const connectLink = (label: string) => (
    <Button asChild className="max-sm:w-full">
      <a href={oauthStartPath(platform)}>
        <LogIn aria-hidden="true" />
        {label}
      </a>
    </Button>
  );

  let body;
  if (!setup.configured && !setup.missing) {
    // An ordinary user: publishing there is simply not available; the setup is the operator's.
    body = (
      <CardContent>
        <p className="text-sm text-muted-foreground">{t('oauth.notAvailable', { platform: name })}</p>
      </CardContent>
    );
  } else if (!setup.configured) {
    body = (
      <CardContent className="grid gap-3">
        <Alert variant="info" id={noteId}>
          <Settings2 aria-hidden="true" />
          <AlertTitle>{t('oauth.notConfiguredTitle', { platform: name })}</AlertTitle>
          <AlertDescription>
            <p>{t('oauth.notConfiguredText')}</p>
            <p className="flex flex-wrap gap-1.5">
              {setup.missing?.map((variable) => (
                <code key={variable} className="rounded bg-white/70 px-1.5 py-0.5 text-xs">
                  {variable}
                </code>
              ))}
            </p>
            <p className="break-all">
              {t('oauth.redirectUrl')} <code className="text-xs">{setup.redirectUrl}</code>
            </p>
          </AlertDescription>
        </Alert>
        <div className="flex justify-end">
          <Button variant="outline" disabled aria-describedby={noteId} className="max-sm:w-full">
            {t('oauth.connect')}
          </Button>
        </div>
      </CardContent>
    );
  } else if (connection.connected && connection.needsReconnect) {
    body = (
      <>
        <CardContent>
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{t('oauth.reconnectTitle')}</AlertTitle>
            <AlertDescription>{t('oauth.reconnectText', { platform: name })}</AlertDescription>
          </Alert>
        </CardContent>
        <CardFooter className="mt-6 flex-wrap justify-end gap-2">
          <OAuthDisconnect platform={platform} />
          {connectLink(t('oauth.connectAgain'))}
        </CardFooter>
      </>
    );
  } else if (connection.connected && connection.display) {
    body = <OAuthConnected connection={connection} />;
  } else {
    body = (
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t(`oauth.connectHint.${platform}`)}</p>
        {connectLink(t('oauth.connect'))}
      </CardContent>
    );
  }

  return (
    <Card>
      <PlatformCardHeader
        platform={platform}
        connected={connection.connected && !connection.needsReconnect}
      />
      {body}
    </Card>
  );
}
