import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  PROFILE_FIELD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  updateProfileBodySchema,
  type Profile,
} from '@forja/contracts';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { browserTimeZone } from '@/lib/time-zone';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../api/update-profile';
import { TimeZoneSelect } from './time-zone-select';

/* The server's own schema, with every field present: the form always sends the whole profile. */
const profileFormSchema = updateProfileBodySchema.omit({ language: true }).required();

const EDITABLE = ['name', 'address', 'city', 'country', 'company', 'cui'] as const;
type Field = (typeof EDITABLE)[number];
/** The text fields, and the time zone (a select). */
type Values = Record<Field | 'timeZone', string>;
const isField = (name: string): name is keyof Values =>
  name === 'timeZone' || (EDITABLE as readonly string[]).includes(name);

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  address: 'street-address',
  city: 'address-level2',
  country: 'country-name',
  company: 'organization',
  cui: 'off',
};

function valuesOf(profile: Profile): Values {
  const text = Object.fromEntries(EDITABLE.map((field) => [field, profile[field]])) as Record<Field, string>;
  // No zone yet (the app saves the browser's on its first load): offer the browser's.
  return { ...text, timeZone: profile.timeZone || browserTimeZone() || 'UTC' };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const nameBlank = name.trim() === '';

  // Follow a background refetch, but never throw away what the user is typing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(profile));
  }, [form, profile]);

  const fieldError = (field: keyof Values) => {
    const key = errors[field]?.message;
    return key ? validationMessage(t, key) : undefined;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(valuesOf(saved));
      toast.success(t('profile.saved'));
    } catch (error) {
      for (const [field, key] of Object.entries(fieldErrors(error))) {
        if (isField(field)) form.setError(field, { message: key }, { shouldFocus: true });
      }
      toast.error(t('profile.saveFailed'), { description: errorMessage(t, error) });
    }
  });

  const input = (
    field: Field,
    { optional = false, className }: { optional?: boolean; className?: string } = {},
  ) => (
    <FormField
      id={`profile-${field}`}
      // Fields with a hint are taller; start each one at the top so labels in a row line up.
      className={cn('content-start', className)}
      label={
        optional
          ? t('profile.optionalLabel', { label: t(`profile.fields.${field}`) })
          : t(`profile.fields.${field}`)
      }
      error={fieldError(field)}
      hint={field === 'cui' ? t('profile.cuiHint') : undefined}
    >
      {(control) => (
        <Input
          {...control}
          autoComplete={AUTOCOMPLETE[field]}
          maxLength={field === 'name' ? NAME_MAX_LENGTH : PROFILE_FIELD_MAX_LENGTH}
          {...form.register(field)}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.title')}>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {input('name')}
          <FormField
            id="profile-email"
            className="content-start"
            label={t('profile.fields.email')}
            hint={t('profile.emailNote')}
          >
            {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
          </FormField>
          {input('address', { className: 'sm:col-span-2' })}
          {input('city')}
          {input('country')}
          {input('company', { optional: true })}
          {input('cui', { optional: true })}
          <FormField
            id="profile-timeZone"
            className="content-start sm:col-span-2"
            label={t('profile.fields.timeZone')}
            error={fieldError('timeZone')}
            hint={t('profile.timeZoneHint')}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="timeZone"
                render={({ field }) => (
                  <TimeZoneSelect
                    {...control}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="mt-6 justify-end">
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={t('profile.saving')}
            disabled={!isDirty || nameBlank}
          >
            {t('profile.save')}
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
