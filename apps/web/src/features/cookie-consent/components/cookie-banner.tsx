import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-names';
import { closeCookieSettings, saveConsent, useConsent } from '../model/consent-store';
import { ConsentSwitch } from './consent-switch';
import { paths } from '@/config/paths';

/**
 * Shown until the visitor has chosen (Accept all, Reject all, or Customize and save), and
 * again whenever the footer's "Cookie settings" reopens it. Rendered only in the browser:
 * the prerendered page cannot know the visitor's choice.
 */
export function CookieBanner() {
  const { t } = useTranslation('cookies');
  const { prefs, bannerOpen, customizing: startCustomizing } = useConsent();
  const [mounted, setMounted] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState({ analytics: prefs.analytics, marketing: prefs.marketing });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => setMounted(true), []);

  // Reopened from the footer: start at the detailed choices, showing the saved ones, and move focus in.
  useEffect(() => {
    if (!bannerOpen) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCustomizing(startCustomizing);
    setDraft({ analytics: prefs.analytics, marketing: prefs.marketing });
    headingRef.current?.focus();
  }, [bannerOpen, startCustomizing, prefs.analytics, prefs.marketing]);

  const visible = mounted && (!prefs.consented || bannerOpen);
  if (!visible) return null;

  const finish = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    returnFocusTo.current?.focus();
  };
  const cancel = () => {
    setDraft({ analytics: prefs.analytics, marketing: prefs.marketing });
    if (prefs.consented) {
      closeCookieSettings();
      returnFocusTo.current?.focus();
    } else {
      setCustomizing(false);
    }
  };

  const secondary = cx(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto');
  const primary = cx(buttonVariants(), 'w-full sm:w-auto');

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/98 shadow-[0_-8px_30px_rgba(0,0,0,0.12)] backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && prefs.consented) cancel();
      }}
    >
      <div className="mx-auto grid max-w-5xl gap-3 px-4 py-4 sm:px-6">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block" />
          <div className="grid gap-1">
            <h2
              id="cookie-banner-title"
              ref={headingRef}
              tabIndex={-1}
              className="font-semibold outline-none"
            >
              {t('banner.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('banner.text')}{' '}
              <a href={paths.cookiePolicy} className="font-medium text-primary underline underline-offset-4">
                {t('banner.policyLink')}
              </a>
            </p>
          </div>
        </div>

        {customizing ? (
          <>
            <div className="divide-y rounded-md border px-4" role="group" aria-label={t('banner.categories')}>
              <ConsentSwitch
                label={t('categories.essential.name')}
                description={t('categories.essential.short')}
                checked
                locked
                lockedText={t('banner.alwaysOn')}
              />
              <ConsentSwitch
                label={t('categories.analytics.name')}
                description={t('categories.analytics.short')}
                checked={draft.analytics}
                onChange={(analytics) => setDraft((d) => ({ ...d, analytics }))}
              />
              <ConsentSwitch
                label={t('categories.marketing.name')}
                description={t('categories.marketing.short')}
                checked={draft.marketing}
                onChange={(marketing) => setDraft((d) => ({ ...d, marketing }))}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className={secondary} onClick={cancel}>
                {t('banner.cancel')}
              </button>
              <button type="button" className={primary} onClick={() => finish(draft)}>
                {t('banner.save')}
              </button>
            </div>
          </>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondary} onClick={() => setCustomizing(true)}>
              {t('banner.customize')}
            </button>
            <button
              type="button"
              className={secondary}
              onClick={() => finish({ analytics: false, marketing: false })}
            >
              {t('banner.rejectAll')}
            </button>
            <button
              type="button"
              className={primary}
              onClick={() => finish({ analytics: true, marketing: true })}
            >
              {t('banner.acceptAll')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
