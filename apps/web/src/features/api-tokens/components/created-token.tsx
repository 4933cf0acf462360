import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SecretOnce } from '@/components/feedback/secret-once';

/** The new token, this once: the list shows only its first characters afterwards. */
export function CreatedToken({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('api-tokens');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('created.title', { name: token.name })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SecretOnce
          id="api-token-secret"
          label={t('created.label')}
          value={token.token}
          warningTitle={t('created.warningTitle')}
          warning={t('created.warning')}
          copyLabel={t('created.copy')}
          copiedText={t('created.copied')}
          copyFailedText={t('created.copyFailed')}
        />
        <p className="text-sm text-muted-foreground">{t('created.usage')}</p>
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button onClick={onDone}>{t('created.done')}</Button>
      </CardFooter>
    </Card>
  );
}
