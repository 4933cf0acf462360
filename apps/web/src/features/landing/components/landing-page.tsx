import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationSlice } from '@/lib/hydration-slices';
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

/*
 * Each section re-renders only when its own props change: the session and the plans arrive
 * after the page has hydrated, and each used to re-render the whole page (a long task on a
 * slow phone) where only the header, the pricing and the FAQ show them.
 */
const Hero = memo(HeroSection);
const Cards = memo(FeatureCards);
const Stories = memo(Testimonials);
const Blocks = memo(FeatureBlocks);
const Pricing = memo(PricingSection);
const Faq = memo(FaqSection);
const Contact = memo(ContactSection);
const Footer = memo(SiteFooter);

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
        <Hero />
        {/* Below the first view: each hydrates in a task of its own (lib/hydration-slices.tsx). */}
        <HydrationSlice>
          <Cards />
        </HydrationSlice>
        <HydrationSlice>
          <Stories />
        </HydrationSlice>
        <HydrationSlice>
          <Blocks />
        </HydrationSlice>
        <HydrationSlice>
          <Pricing status={plans.status} plans={plans.data} onRetry={plans.reload} />
        </HydrationSlice>
        <HydrationSlice>
          <Faq plans={plans.data} />
        </HydrationSlice>
        <HydrationSlice>
          <Contact form={contactForm} />
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <Footer onOpenCookieSettings={onOpenCookieSettings} />
      </HydrationSlice>
    </div>
  );
}
