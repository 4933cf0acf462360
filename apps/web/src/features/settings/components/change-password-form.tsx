import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { changePasswordFormSchema, PASSWORD_MIN_LENGTH } from '@forja/contracts';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/* The server names the new password `password` in some answers (Better Auth's own checks). */
const SERVER_FIELD: Record<string, Field> = {
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
  password: 'newPassword',
};

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const changePassword = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const fieldError = (field: Field) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    // A wrong current password is an error code, not a validation key.
    return message.startsWith('errors:') ? t(message) : validationMessage(t, message);
  };

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'INVALID_CURRENT_PASSWORD') {
        form.setError(
          'currentPassword',
          { message: 'errors:INVALID_CURRENT_PASSWORD' },
          { shouldFocus: true },
        );
      }
      for (const [name, key] of Object.entries(fieldErrors(error))) {
        const field = SERVER_FIELD[name];
        if (field) form.setError(field, { message: key }, { shouldFocus: true });
      }
      toast.error(t('password.failed'), { description: errorMessage(t, error, 'settings:password.generic') });
      return;
    }
    form.reset(EMPTY);
    toast.success(t('password.success'));
  });

  const passwordField = (field: Field, autoComplete: string, hint?: string) => (
    <FormField
      id={`password-${field}`}
      className="content-start"
      label={t(`password.${field}`)}
      error={fieldError(field)}
      hint={hint}
    >
      {(control) => (
        <Input {...control} type="password" autoComplete={autoComplete} {...form.register(field)} />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} aria-label={t('password.title')}>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {passwordField('currentPassword', 'current-password')}
          <div className="hidden sm:block" aria-hidden="true" />
          {passwordField('newPassword', 'new-password', t('password.hint', { min: PASSWORD_MIN_LENGTH }))}
          {passwordField('confirmPassword', 'new-password')}
        </CardContent>
        <CardFooter className="mt-6 justify-end">
          <SubmitButton pending={isSubmitting} pendingLabel={t('password.submitting')}>
            {t('password.submit')}
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
