import type { Language, SchedulePlatform } from '@forja/contracts';
import type { OutgoingMail } from '../../integrations/email/transport.js';
import { renderMail } from '../mail/mail-layout.js';

const PLATFORM_NAMES: Record<SchedulePlatform, string> = {
  wordpress: 'WordPress',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

interface Copy {
  subject: (platform: string) => string;
  greeting: (name: string) => string;
  body: (platform: string, title: string) => string;
  reason: (reason: string) => string;
  next: string;
  action: string;
  footer: string;
}

const copy: Record<Language, Copy> = {
  en: {
    subject: (p) => `A scheduled post to ${p} did not go out`,
    greeting: (n) => `Hello ${n},`,
    body: (p, t) => `Forja could not publish “${t}” to ${p} at its scheduled time.`,
    reason: (r) => `What the platform answered: ${r}`,
    next: 'Open the calendar to see the details, fix what is needed and try again.',
    action: 'Open the calendar',
    footer: 'You receive this e-mail because e-mail notifications are on in your Forja settings.',
  },
  ro: {
    subject: (p) => `O postare programată pe ${p} nu a fost publicată`,
    greeting: (n) => `Bună, ${n},`,
    body: (p, t) => `Forja nu a putut publica „${t}” pe ${p} la ora programată.`,
    reason: (r) => `Ce a răspuns platforma: ${r}`,
    next: 'Deschide calendarul pentru detalii, corectează ce trebuie și încearcă din nou.',
    action: 'Deschide calendarul',
    footer: 'Primești acest e-mail pentru că notificările prin e-mail sunt pornite în setările Forja.',
  },
  es: {
    subject: (p) => `Una publicación programada en ${p} no se ha publicado`,
    greeting: (n) => `Hola, ${n}:`,
    body: (p, t) => `Forja no ha podido publicar «${t}» en ${p} a la hora programada.`,
    reason: (r) => `Lo que respondió la plataforma: ${r}`,
    next: 'Abre el calendario para ver los detalles, corrige lo necesario y vuelve a intentarlo.',
    action: 'Abrir el calendario',
    footer:
      'Recibes este correo porque las notificaciones por correo están activadas en tus ajustes de Forja.',
  },
};

/** The e-mail for a scheduled publication that failed, in the user's language. */
export function scheduleFailedMail(
  to: { email: string; name: string; language: Language },
  failure: { platform: SchedulePlatform; title: string; reason: string | null },
  calendarUrl: string,
): OutgoingMail {
  const c = copy[to.language];
  const platform = PLATFORM_NAMES[failure.platform];
  return renderMail({
    to: to.email,
    subject: c.subject(platform),
    greeting: c.greeting(to.name),
    paragraphs: [
      c.body(platform, failure.title),
      ...(failure.reason ? [c.reason(failure.reason)] : []),
      c.next,
    ],
    action: { label: c.action, url: calendarUrl },
    footer: c.footer,
  });
}
