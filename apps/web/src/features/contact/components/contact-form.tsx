import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Send } from 'lucide-react';
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@forja/contracts';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputStyles, textareaStyles } from '@/components/ui/field-styles';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { cx } from '@/lib/class-names';
import { sendContactMessage } from '../api/send-contact-message';
import { contactFieldMessage } from '../model/contact-text';
import type { ContactErrors, ContactField } from '../model/validate-contact';
import { ContactFieldRow } from './contact-field-row';

const EMPTY: Record<ContactField, string> = { name: '', email: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'message'];
const loadValidator = () => import('../model/validate-contact');
const toast = () => import('sonner').then((m) => m.toast);

/** Name, e-mail and message, all required; stored on the server, then a toast and an empty form. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // A link such as the pricing page's Enterprise button names its subject (`?subject=…`): the
  // message starts with it. After mount, so the prerendered landing page hydrates unchanged.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim().slice(0, 100);
    if (subject) setValues((v) => (v.message ? v : { ...v, message: `${subject}\n\n` }));
  }, []);

  const focusFirst = (found: ContactErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { validateContact } = await loadValidator();
      const checked = validateContact(values);
      setErrors(checked.errors);
      if (!checked.data) {
        focusFirst(checked.errors);
        return;
      }
      await sendContactMessage({ ...checked.data, language: currentLanguage() });
      setValues(EMPTY);
      (await toast()).success(t('form.sent'));
    } catch (error) {
      const fromServer = fieldErrors(error) as ContactErrors;
      setErrors(fromServer);
      focusFirst(fromServer);
      (await toast()).error(t('form.failed'), { description: errorMessage(t, error) });
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => ({
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby':
      [errors[name] && `contact-${name}-error`, name === 'message' && 'contact-message-hint']
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
    // Warm the validator while the visitor types; it is needed at the latest on submit.
    onFocus: () => void loadValidator(),
  });
  const errorText = (name: ContactField) => (errors[name] ? contactFieldMessage(t, errors[name]) : undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      className="grid gap-5"
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFieldRow
          id="contact-name"
          label={t('form.name')}
          required={t('form.required')}
          error={errorText('name')}
        >
          <input {...field('name')} className={inputStyles} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        </ContactFieldRow>
        <ContactFieldRow
          id="contact-email"
          label={t('form.email')}
          required={t('form.required')}
          error={errorText('email')}
        >
          <input
            {...field('email')}
            className={inputStyles}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        </ContactFieldRow>
      </div>
      <ContactFieldRow
        id="contact-message"
        label={t('form.message')}
        required={t('form.required')}
        error={errorText('message')}
        hint={t('form.messageHint', { count: values.message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
      >
        <textarea
          {...field('message')}
          className={textareaStyles}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        />
      </ContactFieldRow>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className={cx(buttonVariants({ size: 'lg' }), 'w-full sm:w-fit sm:justify-self-end')}
      >
        {sending ? (
          <LoaderCircle aria-hidden="true" data-slot="spinner" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
