import { openCookieSettings } from '@/features/cookie-consent/model/consent-store';
import { CookiePolicyPage } from '@/features/cookie-policy/components/cookie-policy-page';

export function Component() {
  return <CookiePolicyPage onOpenCookieSettings={openCookieSettings} />;
}
