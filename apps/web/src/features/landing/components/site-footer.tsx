import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie } from 'lucide-react';
import type { SiteConfig } from '@forja/contracts';
import { loadSiteConfig } from '@/lib/site-config';
import { LandingBrand } from './landing-brand';
import { NETWORK_NAMES, SocialIcon } from './social-icon';
import { paths } from '@/config/paths';

const linkClass = 'rounded-sm text-sm text-stone-300 hover:text-white hover:underline';

/** Social links come from the operator's configuration (SOCIAL_LINKS); none are invented. */
function useSocialLinks(): SiteConfig['socialLinks'] {
  const [links, setLinks] = useState<SiteConfig['socialLinks']>([]);
  useEffect(() => {
    let active = true;
    const load = () =>
      loadSiteConfig().then(
        (config) => active && setLinks(config.socialLinks),
        () => undefined,
      );
    // Not needed for the first paint: ask once the page has loaded.
    if (document.readyState === 'complete') void load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', load);
    };
  }, []);
  return links;
}

const noSubscription = () => () => {};

/**
 * This year, hydration-safe: the prerendered page says the build's year, so the browser's
 * first render says it too, then the current one (different only after a New Year).
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter({ onOpenCookieSettings }: { onOpenCookieSettings: () => void }) {
  const { t } = useTranslation('landing');
  const social = useSocialLinks();
  const columns = [
    {
      title: t('footer.company'),
      links: [
        { href: '#features', label: t('footer.about') },
        { href: '#pricing', label: t('footer.pricing') },
        { href: '#faq', label: t('footer.faq') },
        { href: '#contact', label: t('footer.contact') },
      ],
    },
    {
      title: t('footer.services'),
      links: [
        { href: '#block-articles', label: t('footer.articles') },
        { href: '#block-images', label: t('footer.images') },
        { href: '#block-audio', label: t('footer.audio') },
        { href: '#block-videos', label: t('footer.videos') },
      ],
    },
  ];
  return (
    <footer className="border-t bg-stone-950 pt-14 pb-8 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 grid content-start gap-4 md:col-span-1">
          <LandingBrand label={t('nav.home')} inverted />
          <p className="max-w-xs text-sm">{t('footer.tagline')}</p>
          {social.length > 0 && (
            <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
              {social.map(({ network, url }) => (
                <li key={url}>
                  <a
                    href={url}
                    rel="noopener noreferrer me"
                    target="_blank"
                    aria-label={t('footer.socialLink', { network: NETWORK_NAMES[network] })}
                    className="flex size-10 items-center justify-center rounded-md border border-stone-700 text-stone-300 hover:border-stone-400 hover:text-white"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{column.title}</h2>
            <ul className="grid gap-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('footer.legal')}>
          <h2 className="mb-3 text-sm font-semibold text-white">{t('footer.legal')}</h2>
          <ul className="grid gap-2">
            <li>
              <a href={paths.cookiePolicy} className={linkClass}>
                {t('footer.cookiePolicy')}
              </a>
            </li>
            <li>
              <button
                type="button"
                onClick={onOpenCookieSettings}
                className="inline-flex items-center gap-1.5 rounded-sm text-sm text-stone-300 hover:text-white hover:underline"
              >
                <Cookie aria-hidden="true" className="size-4" />
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <a href={paths.login} className={linkClass}>
                {t('footer.login')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6">
        <p className="border-t border-stone-800 pt-6 text-sm text-stone-400">
          {t('footer.copyright', { year: useCurrentYear() })}
        </p>
      </div>
    </footer>
  );
}
