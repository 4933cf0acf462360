import { useEffect } from 'react';

/** How long the app waits for an idle moment before fetching the kit anyway. */
const IDLE_TIMEOUT_MS = 3000;

/*
 * What most studios load beside their own code: the draft store of the wizard kit
 * (lib/wizard/draft-store.ts), which validates with zod, and the select of their option
 * steps (Radix Select with its positioning library). No signed-in page's first load holds
 * them (the shell validates nothing and shows no select); they are fetched once the page is
 * idle instead, so opening a studio from the dashboard waits only for the studio's own code
 * (scripts/bundle-budgets.mjs: the dashboard's `warms`).
 */
const STUDIO_KIT = [() => import('@/lib/wizard/draft-store'), () => import('@/components/ui/select')];

export function useWarmStudioKit(): void {
  useEffect(() => {
    // A failed fetch is retried by the studio that needs the module.
    const warm = () => STUDIO_KIT.forEach((load) => void load().catch(() => undefined));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
}
