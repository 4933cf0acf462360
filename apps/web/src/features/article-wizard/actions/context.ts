import type { CreditCheckContext } from '@/lib/wizard/credit-check';

/**
 * What the wizard's actions need from the page. The actions run outside React: a request
 * that ends after the user left the page still lands in the draft.
 */
export interface WizardContext extends CreditCheckContext {
  userId: string;
}
