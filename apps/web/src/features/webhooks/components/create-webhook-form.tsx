import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type CreatedWebhook,
} from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { CheckboxList } from '@/components/form/checkbox-list';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { useCreateWebhook } from '../api/webhooks';
import {
  EMPTY_WEBHOOK_FORM,
  validateWebhookForm,
  webhookBodyOf,
  type WebhookField,
  type WebhookFormValues,
} from '../model/webhook-form';

const FIELDS: readonly WebhookField[] = ['url', 'events', 'description'];
const FIELD_IDS: Record<WebhookField, string> = {
  url: 'webhook-url',
  events: 'webhook-events',
  description: 'webhook-description',
};

/** A refused address is said at the address field itself. */
const isUrlRefused = (error: unknown) => isApiRequestError(error) && error.code === 'WEBHOOK_URL_REFUSED';

interface CreateWebhookFormProps {
  /** Gets the endpoint with its signing secret, to show it once. */
  onCreated: (webhook: CreatedWebhook) => void;
  onCancel: () => void;
}

/** Address, events and a note; checked as the server checks them before it is sent. */
export function CreateWebhookForm({ onCreated, onCancel }: CreateWebhookFormProps) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const [values, setValues] = useState<WebhookFormValues>(EMPTY_WEBHOOK_FORM);
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  const [urlRefused, setUrlRefused] = useState<string | null>(null);
  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (field: WebhookField) =>
    errors[field] ? validationMessage(t, errors[field]) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateWebhookForm(values);
    setErrors(problems);
    setUrlRefused(null);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    try {
      onCreated(await create.mutateAsync(webhookBodyOf(values)));
    } catch (error) {
      const server: Partial<Record<WebhookField, string>> = fieldErrors(error);
      setErrors(server);
      if (isUrlRefused(error)) setUrlRefused(errorMessage(t, error));
      const firstServer = isUrlRefused(error) ? 'url' : FIELDS.find((field) => server[field]);
      if (firstServer) document.getElementById(FIELD_IDS[firstServer])?.focus();
    }
  };

  const failure =
    create.isError && !isUrlRefused(create.error) && Object.keys(fieldErrors(create.error)).length === 0
      ? errorMessage(t, create.error, 'webhooks:create.failed')
      : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('create.title')}</CardTitle>
      </CardHeader>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('create.title')}>
        <CardContent className="grid gap-5">
          <ErrorAlert title={t('create.failed')} message={create.isPending ? null : failure} />
          <FormField
            id={FIELD_IDS.url}
            label={t('create.url')}
            hint={t('create.urlHint')}
            error={urlRefused ?? fieldError('url')}
          >
            {(control) => (
              <Input
                {...control}
                autoFocus
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://example.com/forja-webhook"
                maxLength={WEBHOOK_URL_MAX_LENGTH}
                value={values.url}
                onChange={(event) => set('url', event.target.value)}
              />
            )}
          </FormField>
          <CheckboxList
            id={FIELD_IDS.events}
            legend={t('create.events')}
            options={WEBHOOK_EVENTS.map((event) => ({
              value: event,
              label: t(`events.${event}.label`),
              description: t(`events.${event}.description`),
            }))}
            value={values.events}
            onChange={(events) => set('events', events)}
            error={fieldError('events')}
          />
          <FormField
            id={FIELD_IDS.description}
            label={t('create.description')}
            hint={t('create.descriptionHint')}
            error={fieldError('description')}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="mt-6 flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
            {t('create.cancel')}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t('create.creating')}>
            {t('create.submit')}
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
