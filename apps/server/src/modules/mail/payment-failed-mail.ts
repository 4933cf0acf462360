import type { Language } from '@forja/contracts';
import { actionMail, type ActionMailCopy } from './mail-layout.js';

const copy: Record<Language, ActionMailCopy> = {
  en: {
    subject: 'Your Forja payment did not go through',
    greeting: (n) => `Hello ${n},`,
    body: [
      'We could not take the payment for your Forja subscription.',
      'Please check your payment method; your plan stays active while the payment is retried.',
    ],
    action: 'Open your subscription',
    footer: 'You receive this e-mail because you have a Forja subscription.',
  },
  ro: {
    subject: 'Plata ta Forja nu a reușit',
    greeting: (n) => `Bună, ${n},`,
    body: [
      'Nu am putut încasa plata pentru abonamentul tău Forja.',
      'Verifică metoda de plată; planul rămâne activ cât timp plata este reîncercată.',
    ],
    action: 'Deschide abonamentul',
    footer: 'Primești acest e-mail pentru că ai un abonament Forja.',
  },
  es: {
    subject: 'Tu pago de Forja no se ha completado',
    greeting: (n) => `Hola, ${n}:`,
    body: [
      'No hemos podido cobrar el pago de tu suscripción de Forja.',
      'Revisa tu método de pago; tu plan sigue activo mientras se reintenta el cobro.',
    ],
    action: 'Abrir tu suscripción',
    footer: 'Recibes este correo porque tienes una suscripción de Forja.',
  },
};

export const paymentFailedMail = actionMail(copy);
