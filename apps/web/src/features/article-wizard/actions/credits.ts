import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { fetchFreshCredits } from '../api/get-credits';
import type { WizardContext } from './context';

/** The plans page is not built yet; the account settings are where plans will be chosen. */
const PLANS_PATH = '/settings';
const INSUFFICIENT_CREDITS_TOAST_MS = 7000;

const t = i18n.t.bind(i18n);

/** The toast: not enough credits, with a 'see plans' link, for 7 seconds. */
function showInsufficientCredits(ctx: WizardContext, required: number, available: number): void {
  toast.error(t('article-wizard:credits.insufficientTitle'), {
    id: 'insufficient-credits',
    description: t('article-wizard:credits.insufficientText', {
      required,
      available: Math.max(0, available),
    }),
    duration: INSUFFICIENT_CREDITS_TOAST_MS,
    action: { label: t('article-wizard:credits.seePlans'), onClick: () => ctx.navigate(PLANS_PATH) },
  });
}

/** A 402 from the server (it is the authority: the balance may have changed since the check). */
export function isInsufficientCredits(error: unknown): boolean {
  return isApiRequestError(error) && error.code === 'INSUFFICIENT_CREDITS';
}

export function showInsufficientFromError(ctx: WizardContext, error: unknown, cost: number): void {
  const details = isApiRequestError(error) ? error.details : undefined;
  showInsufficientCredits(ctx, details?.required ?? cost, details?.available ?? 0);
}

/**
 * Checks the balance before a paid step; false (and a toast) when it is too low or the
 * check fails, in which case nothing is started.
 */
export async function ensureCredits(ctx: WizardContext, cost: number): Promise<boolean> {
  try {
    const credits = await fetchFreshCredits(ctx.queryClient);
    if (credits.available >= cost) return true;
    showInsufficientCredits(ctx, cost, credits.available);
  } catch (error) {
    toast.error(t('article-wizard:credits.checkFailed'), { description: errorMessage(t, error) });
  }
  return false;
}
