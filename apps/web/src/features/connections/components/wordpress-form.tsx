import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  WORDPRESS_PASSWORD_MAX_LENGTH,
  WORDPRESS_URL_MAX_LENGTH,
  WORDPRESS_USERNAME_MAX_LENGTH,
} from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { useConnectWordPress } from '../api/connect-wordpress';
import { wordpressUser } from './wordpress-user';

const FIELDS = ['url', 'username', 'applicationPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/* Keys for blank fields: ours, and the one the server sends with WORDPRESS_INCOMPLETE. */
const REQUIRED_KEYS = new Set(['required', 'fill_all_fields']);
const required = (value: string) => value.trim() !== '' || 'required';

/** 'myblog.com' -> 'https://myblog.com': people paste the bare address; the server wants a scheme. */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

interface WordPressFormProps {
  /** The saved site and user, when changing an existing connection. */
  initial?: { url: string; username: string };
  onConnected?: () => void;
  onCancel?: () => void;
}

/** Site address, username and application password; Save asks the site before anything is stored. */
export function WordPressForm({ initial, onConnected, onCancel }: WordPressFormProps) {
  const { t } = useTranslation('connections');
  const connect = useConnectWordPress();
  const form = useForm<Values>({
    defaultValues: { url: initial?.url ?? '', username: initial?.username ?? '', applicationPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const incomplete = FIELDS.some((field) => REQUIRED_KEYS.has(errors[field]?.message ?? ''));

  const fieldError = (field: Field) => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    return REQUIRED_KEYS.has(key) ? t('wordpress.required') : validationMessage(t, key);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await connect.mutateAsync({ ...values, url: withScheme(values.url) });
      toast.success(t('wordpress.connectedToast'), {
        description: t('wordpress.signedInAs', {
          site: saved.display.siteUrl,
          name: wordpressUser(saved.display),
        }),
      });
      onConnected?.();
    } catch (error) {
      for (const [field, key] of Object.entries(fieldErrors(error))) {
        if (isField(field)) form.setError(field, { message: key }, { shouldFocus: true });
      }
    }
  });

  // Incomplete data is said once for the whole form; other failures say why.
  const serverIncomplete = isApiRequestError(connect.error) && connect.error.code === 'WORDPRESS_INCOMPLETE';
  const failure =
    connect.isError && !serverIncomplete
      ? errorMessage(t, connect.error, 'connections:wordpress.connectFailedGeneric')
      : null;

  const input = (field: Field, props: Partial<ComponentProps<typeof Input>>, hint?: string) => (
    <FormField
      id={`wordpress-${field}`}
      label={t(`wordpress.fields.${field}`)}
      error={fieldError(field)}
      hint={hint}
    >
      {(control) => <Input {...control} {...props} {...form.register(field, { validate: required })} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('wordpress.formLabel')}>
      <CardContent className="grid gap-5">
        <ErrorAlert
          title={t('wordpress.incompleteTitle')}
          message={incomplete || (serverIncomplete && !isSubmitting) ? t('wordpress.incompleteText') : null}
        />
        <ErrorAlert title={t('wordpress.connectFailed')} message={isSubmitting ? null : failure} />
        {input(
          'url',
          {
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            maxLength: WORDPRESS_URL_MAX_LENGTH,
          },
          t('wordpress.hints.url'),
        )}
        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          {input('username', {
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            maxLength: WORDPRESS_USERNAME_MAX_LENGTH,
          })}
          {input(
            'applicationPassword',
            {
              type: 'password',
              // Not the Forja password: keep the browser from filling that one in.
              autoComplete: 'new-password',
              spellCheck: false,
              maxLength: WORDPRESS_PASSWORD_MAX_LENGTH,
            },
            t('wordpress.hints.applicationPassword'),
          )}
        </div>
      </CardContent>
      <CardFooter className="mt-6 flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('wordpress.cancel')}
          </Button>
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={t('wordpress.connecting')}>
          {t('wordpress.save')}
        </SubmitButton>
      </CardFooter>
    </form>
  );
}
