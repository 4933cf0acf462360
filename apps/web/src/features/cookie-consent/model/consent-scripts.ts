import type { ConsentScript, SiteConfig } from '@forja/contracts';
import type { CookiePrefs } from './cookie-prefs';

type ConsentCategory = 'analytics' | 'marketing';

const selector = (category: ConsentCategory) => `script[data-consent="${category}"]`;

function addScript(category: ConsentCategory, script: ConsentScript) {
  if (document.head.querySelector(selector(category))) return;
  const element = document.createElement('script');
  element.src = script.src;
  element.defer = true;
  element.dataset.consent = category;
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

function removeScript(category: ConsentCategory) {
  for (const element of document.head.querySelectorAll(selector(category))) element.remove();
}

/**
 * Puts the operator's analytics and marketing scripts in the page exactly while their
 * consent is on, and takes them out when it is withdrawn. Nothing is added by default,
 * and the site configuration is only asked for once a category is allowed.
 */
export async function applyConsent(prefs: CookiePrefs, loadConfig: () => Promise<SiteConfig>): Promise<void> {
  if (!prefs.analytics) removeScript('analytics');
  if (!prefs.marketing) removeScript('marketing');
  if (!prefs.analytics && !prefs.marketing) return;
  const config = await loadConfig();
  if (prefs.analytics && config.analyticsScript) addScript('analytics', config.analyticsScript);
  if (prefs.marketing && config.marketingScript) addScript('marketing', config.marketingScript);
}
