import { useTranslation } from 'react-i18next';
import type { CreatedWebhook } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SecretOnce } from '@/components/feedback/secret-once';

/** The new endpoint's signing secret, this once, and how a receiver checks a message with it. */
export function CreatedWebhook({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('created.title')}</CardTitle>
        <p className="text-sm break-all text-muted-foreground">{webhook.url}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SecretOnce
          id="webhook-secret"
          label={t('created.label')}
          value={webhook.secret}
          warningTitle={t('created.warningTitle')}
          warning={t('created.warning')}
          copyLabel={t('created.copy')}
          copiedText={t('created.copied')}
          copyFailedText={t('created.copyFailed')}
        />
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>{t('created.verify')}</p>
          <ul className="list-disc pl-5">
            <li>
              <code>webhook-id</code> — {t('created.headers.id')}
            </li>
            <li>
              <code>webhook-timestamp</code> — {t('created.headers.timestamp')}
            </li>
            <li>
              <code>webhook-signature</code> — {t('created.headers.signature')}
            </li>
          </ul>
        </div>
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button onClick={onDone}>{t('created.done')}</Button>
      </CardFooter>
    </Card>
  );
}
