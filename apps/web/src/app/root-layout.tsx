import { Outlet, ScrollRestoration } from 'react-router';
import { useProfileLanguageSync } from '@/lib/session';

export function RootLayout() {
  useProfileLanguageSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
