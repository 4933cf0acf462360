import type { TFunction } from 'i18next';
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@forja/contracts';

const VALUES = {
  contactMessageMax: CONTACT_MESSAGE_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
};

/** A validation key from the contact schema (or the server's details.fields) as text. */
export function contactFieldMessage(t: TFunction, key: string): string {
  return t([`validation:${key}`, 'validation:invalid'], VALUES);
}
