import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { requestPasswordResetBodySchema } from '@forja/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError, useFormError } from '@/components/feedback/form-error';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { errorMessage, validationMessage } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthPage } from './auth-page';
import { paths } from '@/config/paths';

const forgotSchema = requestPasswordResetBodySchema.pick({ email: true });

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link
      to={paths.login}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forgot.backToLogin')}
    </Link>
  );
}

function SentView({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('forgot.sentTitle')} pageTitle={t('forgot.pageTitle')}>
      <Alert variant="success" role="status">
        <MailCheck aria-hidden="true" />
        <AlertDescription>
          <p>
            <Trans
              t={t}
              i18nKey="forgot.sentText"
              values={{ email }}
              components={{ strong: <strong className="break-all" /> }}
            />
          </p>
          <p>{t('forgot.spamHint')}</p>
        </AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
      </Button>
    </AuthPage>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = useFormError(t('forgot.errorTitle'));
  const form = useForm({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const emailKey = form.formState.errors.email?.message;

  const onValid = form.handleSubmit(async ({ email }) => {
    error.clear();
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (err) {
      error.show(errorMessage(t, err, 'auth:forgot.generic'));
    }
  });

  if (sentTo) return <SentView email={sentTo} />;

  return (
    <AuthPage title={t('forgot.title')} subtitle={t('forgot.subtitle')} pageTitle={t('forgot.pageTitle')}>
      <FormError error={error} />
      <form noValidate onSubmit={onValid} className="grid gap-5">
        <FormField
          id="forgot-email"
          label={t('fields.email')}
          error={emailKey ? validationMessage(t, emailKey) : undefined}
        >
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
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('forgot.processing')}
          size="lg"
          className="w-full"
        >
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <div className="text-center">
        <BackToLogin />
      </div>
    </AuthPage>
  );
}
