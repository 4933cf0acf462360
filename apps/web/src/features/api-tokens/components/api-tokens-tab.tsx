import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Info, Plus } from 'lucide-react';
import type { CreatedApiToken } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useApiTokens } from '../api/api-tokens';
import { ApiTokenItem } from './api-token-item';
import { CreateTokenForm } from './create-token-form';
import { CreatedToken } from './created-token';

/** Served by the server (the OpenAPI document's reader), not a screen of this app. */
const API_DOCS_URL = '/api/docs';

/* The new token lives in this state only: gone when the tab closes or the user goes on. */
type Screen = { kind: 'list' } | { kind: 'create' } | { kind: 'created'; token: CreatedApiToken };

function DocsLink() {
  const { t } = useTranslation('api-tokens');
  return (
    <a
      href={API_DOCS_URL}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {t('docsLink')}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}

/** Settings -> API: personal API tokens for scripts, automations and AI agents. */
export function ApiTokensTab() {
  const { t } = useTranslation('api-tokens');
  const tokens = useApiTokens();
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const newButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const toList = () => {
    cameBack.current = true;
    setScreen({ kind: 'list' });
  };
  // Back from the form, the keyboard goes on from the list's first control, not the page's top.
  useEffect(() => {
    if (screen.kind === 'list' && cameBack.current) newButton.current?.focus();
  }, [screen]);

  if (screen.kind === 'create') {
    return <CreateTokenForm onCancel={toList} onCreated={(token) => setScreen({ kind: 'created', token })} />;
  }
  if (screen.kind === 'created') return <CreatedToken token={screen.token} onDone={toList} />;

  const apiEnabled = tokens.data?.apiEnabled ?? true;
  return (
    <div className="grid gap-4" aria-busy={tokens.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid max-w-prose gap-1 text-sm text-muted-foreground">
          <p>{t('intro')}</p>
          <p>
            <DocsLink />
          </p>
        </div>
        <Button
          ref={newButton}
          onClick={() => setScreen({ kind: 'create' })}
          disabled={!tokens.isSuccess || !apiEnabled}
        >
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      {!apiEnabled && (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>{t('disabled.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('disabled.text')}</p>
          </AlertDescription>
        </Alert>
      )}
      {tokens.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : tokens.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={errorMessage(t, tokens.error)}
          onRetry={() => void tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : tokens.data.items.length === 0 ? (
        <Card>
          <CardContent className="grid gap-1 py-6 text-center">
            <p className="font-medium">{t('empty.title')}</p>
            <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('list.label')}>
          {tokens.data.items.map((token) => (
            <li key={token.id}>
              <ApiTokenItem token={token} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
