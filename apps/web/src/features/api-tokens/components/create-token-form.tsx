import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, API_TOKEN_NAME_MAX_LENGTH, type CreatedApiToken } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { CheckboxList } from '@/components/form/checkbox-list';
import { FormField } from '@/components/form/form-field';
import { OptionSelect } from '@/components/form/option-select';
import { SubmitButton } from '@/components/form/submit-button';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { useCreateApiToken } from '../api/api-tokens';
import {
  scopeTextKey,
  EMPTY_TOKEN_FORM,
  EXPIRY_CHOICES,
  tokenBodyOf,
  validateTokenForm,
  type TokenField,
  type TokenFormValues,
} from '../model/token-form';

interface CreateTokenFormProps {
  /** Gets the whole token, to show it once. */
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}

/** Name, scopes and expiry of a new token, checked as the server checks them before it is sent. */
export function CreateTokenForm({ onCreated, onCancel }: CreateTokenFormProps) {
  const { t } = useTranslation('api-tokens');
  const create = useCreateApiToken();
  const [values, setValues] = useState<TokenFormValues>(EMPTY_TOKEN_FORM);
  const [errors, setErrors] = useState<Partial<Record<TokenField, string>>>({});
  const set = <K extends keyof TokenFormValues>(key: K, value: TokenFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (field: TokenField) => (errors[field] ? validationMessage(t, errors[field]) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateTokenForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(problems.name ? 'api-token-name' : 'api-token-scopes')?.focus();
      return;
    }
    try {
      onCreated(await create.mutateAsync(tokenBodyOf(values)));
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  };

  const failure =
    create.isError && Object.keys(fieldErrors(create.error)).length === 0
      ? errorMessage(t, create.error, 'api-tokens:create.failed')
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
            id="api-token-name"
            label={t('create.name')}
            hint={t('create.nameHint')}
            error={fieldError('name')}
          >
            {(control) => (
              <Input
                {...control}
                autoFocus
                autoComplete="off"
                maxLength={API_TOKEN_NAME_MAX_LENGTH}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </FormField>
          <CheckboxList
            id="api-token-scopes"
            legend={t('create.scopes')}
            options={API_SCOPES.map((scope) => ({
              value: scope,
              label: t(`${scopeTextKey(scope)}.label`),
              description: t(`${scopeTextKey(scope)}.description`),
            }))}
            value={values.scopes}
            onChange={(scopes) => set('scopes', scopes)}
            error={fieldError('scopes')}
          />
          <div className="grid gap-2 sm:max-w-xs">
            <OptionSelect
              id="api-token-expiry"
              label={t('create.expiry')}
              value={values.expiry}
              options={EXPIRY_CHOICES}
              optionLabel={(choice) =>
                choice === 'never' ? t('create.noExpiry') : t('create.days', { count: Number(choice) })
              }
              onChange={(expiry) => set('expiry', expiry)}
            />
            {errors.expiresInDays && (
              <p className="text-sm font-medium text-destructive">{fieldError('expiresInDays')}</p>
            )}
          </div>
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
