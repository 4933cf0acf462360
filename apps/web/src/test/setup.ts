import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/app-i18n';
import { ALL_NAMESPACES } from '@/locales/resources';
import { i18n } from '@/lib/i18n';
import { forgetSiteConfig } from '@/lib/site-config';

// jsdom lacks the layout APIs Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// Sonner's toasts take the pointer on a press (to swipe them away); jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => {};
window.scrollTo = () => {};

// Route modules load lazily; the first import of a module in a run can take a while to transform.
configure({ asyncUtilTimeout: 4000 });

await initI18n({ lng: 'en' });
// Screens rendered on their own (not through their route) find every namespace there; a
// language switched to loads all of them too (i18next loads every namespace loaded so far).
await loadNamespaces(ALL_NAMESPACES);

// Test files share one page and one module cache (isolate: false in vitest.config.ts): what a
// test leaves in the page, the storage or a module's cache is cleared after it.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  forgetSiteConfig();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
