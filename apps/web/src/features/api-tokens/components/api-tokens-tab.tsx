import { useTranslation } from 'react-i18next';
import { ExternalLink, Info, Plus } from 'lucide-react';
import type { CreatedApiToken } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryItemList } from '@/components/feedback/query-item-list';
import { useListScreens } from '@/lib/use-list-screens';
import { useApiTokens } from '../api/api-tokens';
import { ApiTokenItem } from './api-token-item';
import { CreateTokenForm } from './create-token-form';
import { CreatedToken } from './created-token';

/** Served by the server (the OpenAPI document's reader), not a screen of this app. */
const API_DOCS_URL = '/api/docs';

/* The new token lives in this state only: gone when the tab closes or the user goes on. */
type Screen = { kind: 'create' } | { kind: 'created'; token: CreatedApiToken };

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
  const { screen, show, toList, firstControl } = useListScreens<Screen>();

  if (screen.kind === 'create') {
    return <CreateTokenForm onCancel={toList} onCreated={(token) => show({ kind: 'created', token })} />;
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
          ref={firstControl}
          onClick={() => show({ kind: 'create' })}
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
      <QueryItemList
        query={tokens}
        items={tokens.data?.items}
        label={t('list.label')}
        loadFailed={t('loadFailed')}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        {(token) => <ApiTokenItem token={token} />}
      </QueryItemList>
    </div>
  );
}
