import type { Language } from '@forja/contracts';
import type { OutgoingMail } from '../../integrations/email/transport.js';
import { renderMail } from '../mail/mail-layout.js';

interface Copy {
  subject: (name: string) => string;
  greeting: (name: string) => string;
  intro: string;
  from: (name: string, email: string) => string;
  action: string;
  footer: string;
}

const copy: Record<Language, Copy> = {
  en: {
    subject: (n) => `New contact message from ${n}`,
    greeting: (n) => `Hello ${n},`,
    intro: 'Someone wrote to the studio through the contact form on the home page.',
    from: (n, e) => `From: ${n} <${e}>`,
    action: 'Open the messages',
    footer:
      'You receive this because you are an administrator of this Forja studio. Reply to the sender at their address.',
  },
  ro: {
    subject: (n) => `Mesaj nou de contact de la ${n}`,
    greeting: (n) => `Bună, ${n},`,
    intro: 'Cineva a scris studioului prin formularul de contact de pe pagina principală.',
    from: (n, e) => `De la: ${n} <${e}>`,
    action: 'Deschide mesajele',
    footer:
      'Primești acest e-mail pentru că ești administrator al acestui studio Forja. Răspunde expeditorului la adresa lui.',
  },
  es: {
    subject: (n) => `Nuevo mensaje de contacto de ${n}`,
    greeting: (n) => `Hola, ${n}:`,
    intro: 'Alguien ha escrito al estudio mediante el formulario de contacto de la página de inicio.',
    from: (n, e) => `De: ${n} <${e}>`,
    action: 'Abrir los mensajes',
    footer:
      'Recibes este correo porque eres administrador de este estudio Forja. Responde al remitente en su dirección.',
  },
};

export function contactMessageMail(
  admin: { email: string; name: string; language: Language },
  message: { name: string; email: string; message: string },
  inboxUrl: string,
): OutgoingMail {
  const c = copy[admin.language];
  return renderMail({
    to: admin.email,
    subject: c.subject(message.name),
    greeting: c.greeting(admin.name),
    paragraphs: [c.intro, c.from(message.name, message.email), message.message],
    action: { label: c.action, url: inboxUrl },
    footer: c.footer,
  });
}
