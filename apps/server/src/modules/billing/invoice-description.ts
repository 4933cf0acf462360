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

export function testInvoiceDescription(planName: string, language: string | null | undefined): string {
  return `Forja ${planName} (${TEST_CHECKOUT[languageSchema.catch('en').parse(language)]})`;
}
