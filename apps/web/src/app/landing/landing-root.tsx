import { lazy, Suspense, useEffect, useState } from 'react';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { openCookieSettings } from '@/features/cookie-consent/model/consent-store';
import { LandingPage } from '@/features/landing/components/landing-page';
import { slicesHydrated } from '@/lib/hydration-slices';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster (sonner) is only needed once the visitor does something that can answer with
 * a toast, so it loads on the first focus or tap instead of with the page.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener('focusin', want, { once: true });
    window.addEventListener('pointerdown', want, { once: true });
    return () => {
      window.removeEventListener('focusin', want);
      window.removeEventListener('pointerdown', want);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What the landing entry renders (and the build prerenders): the page, the consent banner, the toaster. */
export function LandingRoot() {
  // The prerendered page is readable at once but its buttons work only from here on, once
  // every section has hydrated (lib/hydration-slices.tsx): marked for whoever needs to know
  // (the e2e journeys wait for it before they click).
  useEffect(() => {
    void slicesHydrated().then(() => {
      document.documentElement.dataset.interactive = 'true';
    });
  }, []);
  return (
    <>
      <LandingPage contactForm={<ContactForm />} onOpenCookieSettings={openCookieSettings} />
      <CookieConsent />
      <DeferredToaster />
    </>
  );
}
