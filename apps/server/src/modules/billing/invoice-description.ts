import { languageSchema, type Language } from '@forja/contracts';

/*
 * What a test-checkout invoice says, in its buyer's language: the invoice list shows the
 * stored text as it is (a Stripe invoice is described the same way in every language, by the
 * brand and the plan's name).
 */
const TEST_CHECKOUT: Record<Language, string> = {
  en: 'test checkout',
  ro: 'plată de test',
  es: 'pago de prueba',
};
const UPGRADE: Record<Language, string> = {
  en: 'upgrade',
  ro: 'trecere la un plan superior',
  es: 'cambio a un plan superior',
};

export function testInvoiceDescription(
  planName: string,
  language: string | null | undefined,
  kind: 'period' | 'upgrade' = 'period',
): string {
  const lang = languageSchema.catch('en').parse(language);
  const what = kind === 'upgrade' ? `${TEST_CHECKOUT[lang]}, ${UPGRADE[lang]}` : TEST_CHECKOUT[lang];
  return `Forja ${planName} (${what})`;
}
