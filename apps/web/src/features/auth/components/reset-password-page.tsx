import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CircleAlert } from 'lucide-react';
import { newPasswordFormSchema, PASSWORD_MIN_LENGTH } from '@forja/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormError, useFormError } from '@/components/feedback/form-error';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { useResetPassword } from '../api/reset-password';
import { useResetTokenStatus } from '../api/reset-token-status';
import { AuthPage } from './auth-page';
import { paths } from '@/config/paths';

/** The link cannot be used: unknown, expired or already used token, or the check itself failed. */
function UnusableLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('reset.invalidTitle')} pageTitle={t('reset.pageTitle')}>
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
      </Button>
      <Link
        to={paths.login}
        className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('reset.backToLogin')}
      </Link>
    </AuthPage>
  );
}

function isInvalidToken(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.code === 'INVALID_RESET_TOKEN');
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  // Better Auth redirects here with `?error=INVALID_TOKEN` when the e-mailed link is stale.
  const token = params.get('error') ? null : params.get('token');
  const status = useResetTokenStatus(token);

  if (!token || (status.isError && isInvalidToken(status.error))) {
    return <UnusableLink message={t('reset.invalidSession')} />;
  }
  if (status.isError) return <UnusableLink message={t('reset.checkError')} />;
  if (status.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        {t('reset.checking')}
      </div>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const error = useFormError(t('reset.errorTitle'));
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onValid = form.handleSubmit(async ({ password }) => {
    error.clear();
    try {
      await reset.mutateAsync({ newPassword: password, token });
    } catch (err) {
      if (isInvalidToken(err)) {
        error.showToastOnly(t('reset.invalidSession'));
        return setTokenRejected(true);
      }
      const passwordKey = fieldErrors(err).newPassword;
      if (passwordKey) form.setError('password', { message: passwordKey }, { shouldFocus: true });
      return error.show(errorMessage(t, err, 'auth:reset.generic'));
    }
    toast.success(t('reset.success'));
    await navigate(paths.login, { replace: true });
  });

  if (tokenRejected) return <UnusableLink message={t('reset.invalidSession')} />;

  const message = (key: string | undefined) => (key ? validationMessage(t, key) : undefined);
  return (
    <AuthPage title={t('reset.title')} subtitle={t('reset.subtitle')} pageTitle={t('reset.pageTitle')}>
      <FormError error={error} />
      <form noValidate onSubmit={onValid} className="grid gap-5">
        <FormField
          id="reset-password"
          label={t('fields.newPassword')}
          error={message(errors.password?.message)}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              {...form.register('password')}
            />
          )}
        </FormField>
        <FormField
          id="reset-confirm"
          label={t('fields.confirmNewPassword')}
          error={message(errors.confirmPassword?.message)}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('reset.processing')}
          size="lg"
          className="w-full"
        >
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
