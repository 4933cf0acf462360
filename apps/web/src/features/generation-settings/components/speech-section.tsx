import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import {
  SETTINGS_API_KEY_MAX_LENGTH,
  SETTINGS_MODEL_MAX_LENGTH,
  SETTINGS_URL_MAX_LENGTH,
  SPEECH_PROVIDER_KINDS,
  type GenerationSettings,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTestGenerationSettings } from '../api/test-generation-settings';
import { ChoiceTiles } from './choice-tiles';
import { serverConnection, serverTestBody, speechProblem, type SettingsFormValues } from './form-values';
import { ServerListField } from './server-list-field';
import { ServerPresetSelect } from './server-preset-select';
import { ServerTest } from './server-test';
import { StoredKeyField } from './stored-key-field';
import { TestRequestError, TestResultPanel } from './test-result-panel';
import { useServerList } from './use-server-list';
import { useSettingsFields } from './use-settings-fields';

/**
 * Speech (voice-overs, narration): the offline espeak-ng engine or an OpenAI-compatible speech
 * server with its own address, key (shown masked only), models and voice, and a Test button.
 */
export function SpeechSection({ saved, unsaved }: { saved: GenerationSettings['speech']; unsaved: boolean }) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const test = useTestGenerationSettings();
  const openai = values.speech.provider === 'openai';
  const clearing = values.speech.clearApiKey;
  const problem = speechProblem(values);
  const { errorOf, input } = useSettingsFields();
  const connection = serverConnection(values, 'speech');
  const connectionNow = () => serverConnection(form.getValues(), 'speech');
  const loadAtStart = saved.provider === 'openai' && saved.baseUrl !== '';
  const models = useServerList('models', 'speech', connection, { connectionNow, loadAtStart });
  const voices = useServerList('voices', 'speech', connection, { connectionNow, loadAtStart });
  const setClearing = (value: boolean) => {
    form.setValue('speech.clearApiKey', value, { shouldDirty: true });
    if (value) form.setValue('speech.apiKey', '', { shouldDirty: true });
  };

  return (
    <Card aria-labelledby="speech-title" role="region">
      <CardHeader>
        <h2 id="speech-title" className="text-lg leading-tight font-semibold">
          {t('speech.title')}
        </h2>
        <CardDescription>{t('speech.description', { engine: saved.engine })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p id="speech-provider-legend" className="sr-only">
          {t('provider.legend')}
        </p>
        <Controller
          control={form.control}
          name="speech.provider"
          render={({ field }) => (
            <ChoiceTiles
              idPrefix="speech"
              labelledBy="speech-provider-legend"
              value={field.value}
              onChange={field.onChange}
              className="md:grid-cols-2"
              choices={SPEECH_PROVIDER_KINDS.map((kind) => ({
                value: kind,
                label: t(`speech.provider.${kind}`),
                hint: t(`speech.provider.${kind}Hint`),
              }))}
            />
          )}
        />
        {openai && (
          <div className="grid gap-5 sm:grid-cols-2">
            <ServerPresetSelect
              id="speech-preset"
              className="sm:col-span-2 sm:max-w-sm"
              kind="speech"
              baseUrl={values.speech.baseUrl}
              onPick={(preset) => {
                form.setValue('speech.baseUrl', preset.baseUrl, { shouldDirty: true, shouldValidate: true });
                models.load(preset.baseUrl);
                voices.load(preset.baseUrl);
              }}
            />
            <FormField
              id="speech-base-url"
              className="sm:col-span-2"
              label={t('openai.baseUrl')}
              hint={t('speech.baseUrlHint')}
              error={errorOf('speech.baseUrl')}
            >
              {input('speech.baseUrl', SETTINGS_URL_MAX_LENGTH, {
                type: 'url',
                inputMode: 'url',
                placeholder: 'https://…',
              })}
            </FormField>
            <ServerListField
              id="speech-model"
              name="speech.model"
              label={t('speech.model')}
              hint={t('speech.modelHint')}
              list={models}
              what="models"
              placeholder="tts-1"
            />
            <ServerListField
              id="speech-voice"
              name="speech.voice"
              label={t('speech.voice')}
              hint={t('speech.voiceHint')}
              list={voices}
              what="voices"
              emptyOption={t('servers.voices.automatic')}
              placeholder="nova"
            />
            <FormField
              id="speech-transcription-model"
              className="sm:col-span-2"
              label={t('speech.transcriptionModel')}
              hint={t('speech.transcriptionModelHint')}
              error={errorOf('speech.transcriptionModel')}
            >
              {input('speech.transcriptionModel', SETTINGS_MODEL_MAX_LENGTH, { placeholder: 'whisper-1' })}
            </FormField>
            <StoredKeyField
              id="speech-api-key"
              maskedTestId="speech-masked-key"
              saved={saved}
              clearing={clearing}
              onClearingChange={setClearing}
              error={errorOf('speech.apiKey')}
            >
              {input('speech.apiKey', SETTINGS_API_KEY_MAX_LENGTH, {
                type: 'password',
                readOnly: clearing,
                autoComplete: 'new-password',
              })}
            </StoredKeyField>
            <div className="sm:col-span-2">
              <ServerTest id="speech-sample" kind="speech" body={serverTestBody(values, 'speech')} />
            </div>
          </div>
        )}
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
            onClick={() => test.mutate('speech')}
            disabled={unsaved || test.isPending}
            aria-describedby="speech-test-hint"
          >
            {test.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
            {test.isPending ? t('test.running') : t('test.button', { kind: t('speech.title') })}
          </Button>
          <p id="speech-test-hint" className="text-xs text-muted-foreground">
            {unsaved ? t('test.saveFirst') : t('speech.testHint')}
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
