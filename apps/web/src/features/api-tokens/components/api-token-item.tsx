import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { ApiToken } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRevokeApiToken } from '../api/api-tokens';
import { scopeTextKey } from '../model/token-form';

/** One token: what it may do, when it ends, when it was last used; Revoke behind a question. */
export function ApiTokenItem({ token }: { token: ApiToken }) {
  const { t, i18n } = useTranslation('api-tokens');
  const revoke = useRevokeApiToken();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  const onRevoke = () =>
    revoke.mutateAsync(token.id).then(
      () => void toast.success(t('revoke.done', { name: token.name })),
      (error: unknown) => void toast.error(t('revoke.failed'), { description: errorMessage(t, error) }),
    );

  return (
    <Card>
      <CardContent className="grid gap-3 py-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words">
              {token.name}
              {expired && <Badge variant="destructive">{t('list.expired')}</Badge>}
            </p>
            <code className="text-xs text-muted-foreground">{token.start}…</code>
          </div>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                {t('revoke.button')}
              </Button>
            }
            title={t('revoke.title', { name: token.name })}
            description={t('revoke.text')}
            cancelLabel={t('revoke.cancel')}
            confirmLabel={t('revoke.confirm')}
            busyLabel={t('revoke.revoking')}
            onConfirm={onRevoke}
          />
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('list.scopes')}>
          {token.scopes.map((scope) => (
            <li key={scope}>
              <Badge variant="secondary">{t(`${scopeTextKey(scope)}.label`)}</Badge>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t('list.created')}</dt>
            <dd>{date(token.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('list.expires')}</dt>
            <dd>{token.expiresAt ? date(token.expiresAt) : t('list.never')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('list.lastUsed')}</dt>
            <dd>{token.lastUsedAt ? date(token.lastUsedAt) : t('list.neverUsed')}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
