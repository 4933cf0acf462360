import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

/** The section around the contact form; the form itself comes from features/contact via app/. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`scroll-mt-16 border-t bg-muted/50 px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}
    >
      <div className="mx-auto max-w-2xl">
        <SectionHeading id="contact-title" title={t('contact.title')} subtitle={t('contact.subtitle')} />
        <div className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">{form}</div>
        <p className="mt-4 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
          <MailCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('contact.email')}
        </p>
      </div>
    </section>
  );
}
