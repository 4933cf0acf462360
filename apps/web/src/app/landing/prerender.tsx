import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '@forja/contracts';
import { i18n, initI18nWith } from '@/lib/i18n';
import { loadPublicNamespace, publicEnglish } from '@/locales/public-resources';
import { LandingRoot } from './landing-root';

export interface PrerenderedLanding {
  html: string;
  title: string;
  description: string;
}

/**
 * Run by the build (scripts/vite-post-build.mjs) once per language: the landing page's
 * markup for index.html, index.ro.html and index.es.html. What depends on the visitor
 * (session, plans, cookie choice) renders in its "loading" state and fills in after hydration.
 */
export async function renderLanding(language: Language): Promise<PrerenderedLanding> {
  await initI18nWith(
    { english: publicEnglish, loadNamespace: loadPublicNamespace },
    { lng: language, detection: { order: [], caches: [] } },
  );
  await i18n.changeLanguage(language);
  const html = renderToString(
    <StrictMode>
      <LandingRoot />
    </StrictMode>,
  );
  return { html, title: i18n.t('landing:meta.title'), description: i18n.t('landing:meta.description') };
}
