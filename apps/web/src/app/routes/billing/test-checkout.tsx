import { TestCheckoutPage } from '@/features/billing/components/test-checkout-page';

export function Component() {
  return <TestCheckoutPage />;
}
