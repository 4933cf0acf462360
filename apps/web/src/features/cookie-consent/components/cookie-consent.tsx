import { useEffect } from 'react';
import { loadSiteConfig } from '@/lib/site-config';
import { applyConsent } from '../model/consent-scripts';
import { useConsent } from '../model/consent-store';
import { CookieBanner } from './cookie-banner';

/** The banner plus the scripts it governs; mounted once per page by the app's roots. */
export function CookieConsent() {
  const { prefs } = useConsent();
  useEffect(() => {
    applyConsent(prefs, loadSiteConfig).catch(() => {
      // The site configuration could not be read: no script is added, which is the safe side.
    });
  }, [prefs]);
  return <CookieBanner />;
}
