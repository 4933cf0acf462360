import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { useProfileLanguageSync } from '@/lib/session';

export function RootLayout() {
  useProfileLanguageSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <CookieConsent />
    </>
  );
}
