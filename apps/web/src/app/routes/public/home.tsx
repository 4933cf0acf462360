import { useQueryClient } from '@tanstack/react-query';
import { ContactForm } from '@/features/contact/components/contact-form';
import { openCookieSettings } from '@/features/cookie-consent/model/consent-store';
import { LandingPage } from '@/features/landing/components/landing-page';
import { clearUserData } from '@/lib/session';

/*
 * `/` reached inside the app (after logging out, from the not-found page). A visitor who
 * opens `/` directly gets the prerendered page and its own light entry (app/landing).
 */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <LandingPage
      contactForm={<ContactForm />}
      onOpenCookieSettings={openCookieSettings}
      onSignedOut={() => clearUserData(queryClient)}
    />
  );
}
