import { Link, useNavigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Info } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, registerFormSchema, type RegisterForm } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { FormError, useFormError } from '@/components/feedback/form-error';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSignUp } from '../api/sign-up';
import { AuthPage } from './auth-page';
import { paths } from '@/config/paths';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { refresh } = useSession();
  const signUp = useSignUp();
  const error = useFormError(t('register.errorTitle'));
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const fieldError = (field: Field) => {
    const key = errors[field]?.message;
    return key ? validationMessage(t, key) : undefined;
  };

  // One problem at a time, in the documented order (docs/product/accounts.md); 'form' is "fill required".
  const onInvalid = (invalid: FieldErrors<RegisterForm>) => {
    const formKey = (invalid as Record<string, { message?: string } | undefined>).form?.message;
    const firstKey = formKey ?? FIELDS.map((f) => invalid[f]?.message).find(Boolean);
    if (formKey) return error.show(validationMessage(t, formKey));
    error.showToastOnly(validationMessage(t, firstKey));
  };

  const onValid = form.handleSubmit(async ({ name, email, password }) => {
    error.clear();
    try {
      await signUp.mutateAsync({ name, email, password, language: currentLanguage() });
    } catch (err) {
      const serverFields = fieldErrors(err);
      for (const [field, key] of Object.entries(serverFields)) {
        if (isField(field)) form.setError(field, { message: key }, { shouldFocus: true });
      }
      const hasFieldErrors = Object.keys(serverFields).some(isField);
      if (isApiRequestError(err) && err.code === 'VALIDATION_ERROR' && hasFieldErrors) {
        return error.show(t('errors:VALIDATION_ERROR'));
      }
      return error.show(errorMessage(t, err, 'auth:register.generic'));
    }
    // The server signed the new account in; read the session before entering the app.
    await refresh().catch(() => null);
    toast.success(t('register.success'));
    await navigate(paths.dashboard, { replace: true });
  }, onInvalid);

  return (
    <AuthPage
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      pageTitle={t('register.pageTitle')}
    >
      <FormError id="register-error" error={error} />
      <form noValidate onSubmit={onValid} className="grid gap-5">
        <FormField id="register-name" label={t('fields.name')} error={fieldError('name')}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField id="register-email" label={t('fields.email')} error={fieldError('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField
          id="register-password"
          label={t('fields.password')}
          error={fieldError('password')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField
          id="register-confirm"
          label={t('fields.confirmPassword')}
          error={fieldError('confirmPassword')}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('register.processing')}
          size="lg"
          className="w-full"
        >
          {t('register.submit')}
        </SubmitButton>
      </form>
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertTitle>{t('register.infoTitle')}</AlertTitle>
        <AlertDescription>{t('register.infoText')}</AlertDescription>
      </Alert>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
