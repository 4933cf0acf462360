import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Info } from 'lucide-react';
import { signInBodySchema } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { FormError, useFormError } from '@/components/feedback/form-error';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { redirectFromState } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { AuthPage } from './auth-page';
import { loginErrorMessage } from './login-error';
import { paths } from '@/config/paths';

const loginSchema = signInBodySchema.pick({ email: true, password: true });

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useSession();
  const signIn = useSignIn();
  const error = useFormError(t('login.errorTitle'));
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting;

  // One message for any empty field, in the alert and a toast.
  const onInvalid = () => error.show(t('validation:fill_all_fields'), t('login.requiredTitle'));

  const onValid = form.handleSubmit(async (values) => {
    error.clear();
    try {
      await signIn.mutateAsync(values);
      const session = await refresh();
      toast.success(t('login.welcome', { name: session?.user.name || t('common:userFallback') }));
      await navigate(redirectFromState(location.state), { replace: true });
    } catch (err) {
      error.show(loginErrorMessage(t, err));
    }
  }, onInvalid);

  return (
    <AuthPage title={t('login.title')} subtitle={t('login.subtitle')} pageTitle={t('login.pageTitle')}>
      <FormError id="login-error" error={error} />
      <form noValidate onSubmit={onValid} className="grid gap-5">
        <FormField id="login-email" label={t('fields.email')}>
          {(control) => (
            <Input
              {...control}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={error.message ? 'login-error' : undefined}
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
          id="login-password"
          label={t('fields.password')}
          labelAside={
            <Link
              to={paths.forgotPassword}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('login.forgotPassword')}
            </Link>
          }
        >
          {(control) => (
            <Input
              {...control}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={error.message ? 'login-error' : undefined}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <SubmitButton pending={busy} pendingLabel={t('login.processing')} size="lg" className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('login.registerLink')}
        </Link>
      </p>
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertTitle>{t('login.infoTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('login.infoText')}</p>
          <Link to={paths.register} className="font-medium underline underline-offset-4">
            {t('common:actions.register')}
          </Link>
        </AlertDescription>
      </Alert>
    </AuthPage>
  );
}
