import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@forja/contracts';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { LinkifiedText } from './linkified-text';
import { MailStatusBadge } from './mail-status-badge';

export function OutboxMailItem({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation('admin');
  const date = new Date(mail.createdAt);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return (
    <AccordionItem value={mail.id} className="px-4 last:border-b-0 sm:px-6">
      <AccordionTrigger className="items-start hover:no-underline [&>svg]:mt-1">
        <span className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
          <span className="truncate font-semibold">{mail.subject}</span>
          <span className="flex items-center gap-2 sm:row-span-2 sm:flex-col sm:items-end">
            <MailStatusBadge status={mail.status} />
            <time dateTime={mail.createdAt} className="text-xs font-normal text-muted-foreground">
              {when}
            </time>
          </span>
          <span className="truncate text-sm font-normal text-muted-foreground">
            <span className="sr-only">{t('outbox.to')} </span>
            {mail.to}
          </span>
        </span>
      </AccordionTrigger>
      <AccordionContent>
        <dl className="mb-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('outbox.to')}</dt>
          <dd className="break-all">{mail.to}</dd>
          <dt className="text-muted-foreground">{t('outbox.subject')}</dt>
          <dd className="break-words">{mail.subject}</dd>
        </dl>
        {mail.linksHidden && <p className="mb-3 text-sm text-muted-foreground">{t('outbox.linksHidden')}</p>}
        <LinkifiedText
          text={mail.text}
          className="rounded-md bg-muted p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
        />
      </AccordionContent>
    </AccordionItem>
  );
}
