import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import { SETTINGS_URL_MAX_LENGTH, type GenerationFamily } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTestGenerationSettings } from '../api/test-generation-settings';
import { familyProblem, type SettingsFormValues } from './form-values';
import { ProviderChoice } from './provider-choice';
import { TestRequestError, TestResultPanel } from './test-result-panel';
import { useSettingsFields } from './use-settings-fields';

/**
 * One kind of content: its provider, its webhook address, a warning when the choice cannot
 * work, and a Test button for the saved settings (remounted after each save, which clears
 * a result that no longer describes what is stored).
 */
export function FamilyCard({ family, unsaved }: { family: GenerationFamily; unsaved: boolean }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const test = useTestGenerationSettings();
  const problem = familyProblem(values, family);
  const { errorOf, input } = useSettingsFields();
  const headingId = `family-${family}-title`;
  const hintId = `family-${family}-test-hint`;

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {t(`families.${family}.title`)}
        </h2>
        <CardDescription>{t(`families.${family}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Controller
          control={form.control}
          name={`providers.${family}`}
          render={({ field }) => (
            <ProviderChoice family={family} value={field.value} onChange={field.onChange} />
          )}
        />
        <FormField
          id={`webhook-${family}`}
          label={t(`families.${family}.webhook`)}
          hint={t(`families.${family}.actions`)}
          error={errorOf(`webhooks.${family}`)}
        >
          {input(`webhooks.${family}`, SETTINGS_URL_MAX_LENGTH, {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://…',
          })}
        </FormField>
        {problem && (
          <p className="flex items-start gap-2 text-sm text-amber-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`problems.${problem}`)}
          </p>
        )}
      </CardContent>
      <CardFooter className="grid justify-stretch gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            onClick={() => test.mutate(family)}
            disabled={unsaved || test.isPending}
            aria-describedby={hintId}
          >
            {test.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
            {test.isPending ? t('test.running') : t('test.button', { kind: t(`families.${family}.title`) })}
          </Button>
          <p id={hintId} className="text-xs text-muted-foreground">
            {unsaved ? t('test.saveFirst') : t(family === 'image' ? 'test.imageHint' : 'test.hint')}
          </p>
        </div>
        <div aria-live="polite">
          {test.isSuccess && <TestResultPanel result={test.data} />}
          {test.isError && <TestRequestError error={test.error} />}
        </div>
      </CardFooter>
    </Card>
  );
}
