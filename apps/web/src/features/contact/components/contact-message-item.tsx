import { useTranslation } from 'react-i18next';
import { CheckCheck, Mail, RotateCcw } from 'lucide-react';
import type { ContactMessage } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage, LANGUAGE_NAMES } from '@/lib/i18n';

interface ContactMessageItemProps {
  message: ContactMessage;
  onSetHandled: (handled: boolean) => void;
  pending: boolean;
}

export function ContactMessageItem({ message, onSetHandled, pending }: ContactMessageItemProps) {
  const { t } = useTranslation('contact-messages');
  const handled = message.handledAt !== null;
  const when = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  const titleId = `message-${message.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 border-b px-4 py-5 last:border-b-0 sm:px-6"
      data-testid="contact-message"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={titleId} className="font-semibold break-words">
            {message.name}
          </h2>
          <a
            href={`mailto:${message.email}`}
            className="text-sm break-all text-primary underline-offset-4 hover:underline"
          >
            {message.email}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
          {handled ? (
            <Badge variant="success">{t('handled')}</Badge>
          ) : (
            <Badge variant="outline">{t('openBadge')}</Badge>
          )}
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${message.email}`}>
            <Mail aria-hidden="true" />
            {t('reply')}
          </a>
        </Button>
        <Button
          variant={handled ? 'ghost' : 'secondary'}
          size="sm"
          disabled={pending}
          onClick={() => onSetHandled(!handled)}
          aria-describedby={titleId}
        >
          {pending ? (
            <Spinner />
          ) : handled ? (
            <RotateCcw aria-hidden="true" />
          ) : (
            <CheckCheck aria-hidden="true" />
          )}
          {handled ? t('markOpen') : t('markHandled')}
        </Button>
        <span className="text-xs text-muted-foreground">
          {t('language', { language: LANGUAGE_NAMES[message.language] })}
          {handled && message.handledByName ? ` · ${t('handledBy', { name: message.handledByName })}` : ''}
        </span>
      </div>
    </li>
  );
}
