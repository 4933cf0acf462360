import { PaymentCancelledPage } from '@/features/billing/components/payment-cancelled-page';

export function Component() {
  return <PaymentCancelledPage />;
}
