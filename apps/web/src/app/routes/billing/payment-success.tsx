import { PaymentSuccessPage } from '@/features/billing/components/payment-success-page';

export function Component() {
  return <PaymentSuccessPage />;
}
