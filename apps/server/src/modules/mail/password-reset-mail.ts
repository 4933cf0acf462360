import type { Language } from '@forja/contracts';
import { actionMail, type ActionMailCopy } from './mail-layout.js';

const copy: Record<Language, ActionMailCopy> = {
  en: {
    subject: 'Reset your Forja password',
    greeting: (n) => `Hello ${n},`,
    body: [
      'Someone asked to reset the password of your Forja account.',
      'The link below works once and expires in one hour.',
    ],
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  ro: {
    subject: 'Resetează parola Forja',
    greeting: (n) => `Bună, ${n},`,
    body: [
      'Cineva a cerut resetarea parolei contului tău Forja.',
      'Linkul de mai jos funcționează o singură dată și expiră într-o oră.',
    ],
    action: 'Alege o parolă nouă',
    footer: 'Dacă nu ai cerut acest lucru, ignoră acest e-mail: parola ta rămâne aceeași.',
  },
  es: {
    subject: 'Restablece tu contraseña de Forja',
    greeting: (n) => `Hola, ${n}:`,
    body: [
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Forja.',
      'El enlace de abajo funciona una sola vez y caduca en una hora.',
    ],
    action: 'Elegir una contraseña nueva',
    footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
};

export const passwordResetMail = actionMail(copy);
