import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../model/notify';
import { usePlans } from '../api/get-plans';
import { useLandingSession } from '../api/landing-session';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeatureBlocks } from './feature-blocks';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { Testimonials } from './testimonials';
import { useDocumentMeta } from './use-document-meta';

export interface LandingPageProps {
  /** The contact form (features/contact), composed by app/. */
  contactForm: ReactNode;
  /** Reopens the cookie banner (features/cookie-consent), composed by app/. */
  onOpenCookieSettings: () => void;
  /** Lets the app forget what it cached for the user who just logged out. */
  onSignedOut?: () => void;
}

/** The public home page. Router-free and query-free: it is prerendered and hydrated on its own light entry. */
export function LandingPage({ contactForm, onOpenCookieSettings, onSignedOut }: LandingPageProps) {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const plans = usePlans();
  const session = useLandingSession();

  const logout = () => {
    session.logout().then(
      () => {
        onSignedOut?.();
        window.scrollTo({ top: 0 });
      },
      () => toastError(t('nav.logoutFailed')),
    );
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-md"
      >
        {t('common:skipToContent')}
      </a>
      <LandingHeader user={session.user} onLogout={logout} loggingOut={session.loggingOut} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeatureCards />
        <Testimonials />
        <FeatureBlocks />
        <PricingSection status={plans.status} plans={plans.data} onRetry={plans.reload} />
        <FaqSection plans={plans.data} />
        <ContactSection form={contactForm} />
      </main>
      <SiteFooter onOpenCookieSettings={onOpenCookieSettings} />
    </div>
  );
}
