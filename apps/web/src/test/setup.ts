import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '@/lib/app-i18n';
import { i18n } from '@/lib/i18n';

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
window.scrollTo = () => {};

// Route modules load lazily; the first import of a module in a run can take a while to transform.
configure({ asyncUtilTimeout: 4000 });

await initI18n({ lng: 'en' });

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
