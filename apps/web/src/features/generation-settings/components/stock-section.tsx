import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTINGS_API_KEY_MAX_LENGTH, STOCK_PROVIDERS, type GenerationSettings } from '@forja/contracts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { SettingsFormValues } from './form-values';
import { StoredKeyField } from './stored-key-field';
import { useSettingsFields } from './use-settings-fields';

/**
 * Stock footage: the Pexels and Pixabay keys video scenes search with. Each is stored encrypted
 * and shown masked, replaced or removed like the other keys; without one, the video studio's
 * stock option says an administrator has to set it here.
 */
export function StockSection({ saved }: { saved: GenerationSettings['stock'] }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const stock = useWatch({ control: form.control, name: 'stock' });
  const { errorOf, input } = useSettingsFields();
  return (
    <Card aria-labelledby="stock-title" role="region">
      <CardHeader>
        <h2 id="stock-title" className="text-lg leading-tight font-semibold">
          {t('stock.title')}
        </h2>
        <CardDescription>{t('stock.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {STOCK_PROVIDERS.map((provider) => {
          const clearing = stock[provider].clearApiKey;
          const setClearing = (value: boolean) => {
            form.setValue(`stock.${provider}.clearApiKey`, value, { shouldDirty: true });
            if (value) form.setValue(`stock.${provider}.apiKey`, '', { shouldDirty: true });
          };
          return (
            <StoredKeyField
              key={provider}
              id={`stock-${provider}-api-key`}
              maskedTestId={`stock-${provider}-masked-key`}
              saved={saved[provider]}
              clearing={clearing}
              onClearingChange={setClearing}
              error={errorOf(`stock.${provider}.apiKey`)}
              texts={{
                title: t(`stock.${provider}.title`),
                noKey: t(`stock.${provider}.noKey`),
                newKey: t(`stock.${provider}.newKey`),
                replaceKey: t(`stock.${provider}.replaceKey`),
              }}
            >
              {input(`stock.${provider}.apiKey`, SETTINGS_API_KEY_MAX_LENGTH, {
                type: 'password',
                readOnly: clearing,
                autoComplete: 'new-password',
              })}
            </StoredKeyField>
          );
        })}
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('stock.credits')}</p>
      </CardContent>
    </Card>
  );
}
