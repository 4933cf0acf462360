import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { fetchFreshCredits } from '@/lib/api/credits';
import { plansPath } from '@/config/paths';

/*
 * The check before a paid step: the balance is read fresh from the server and nothing starts
 * when it is short. The server holds the credits again when the generation starts (it is the
 * authority), so its 402 is shown the same way.
 */

const INSUFFICIENT_CREDITS_TOAST_MS = 7000;

export interface CreditCheckContext {
  queryClient: QueryClient;
  /** For the 'see plans' link of the insufficient-credits toast. */
  navigate: (to: string) => void;
}

const t = i18n.t.bind(i18n);

/** Not enough credits, with a 'see plans' link, for 7 seconds. */
export function showInsufficientCredits(ctx: CreditCheckContext, required: number, available: number): void {
  toast.error(t('wizard:credits.insufficientTitle'), {
    id: 'insufficient-credits',
    description: t('wizard:credits.insufficientText', { required, available: Math.max(0, available) }),
    duration: INSUFFICIENT_CREDITS_TOAST_MS,
    action: { label: t('wizard:credits.seePlans'), onClick: () => ctx.navigate(plansPath) },
  });
}

/** A 402 from the server (the balance may have changed since the check). */
export function isInsufficientCredits(error: unknown): boolean {
  return isApiRequestError(error) && error.code === 'INSUFFICIENT_CREDITS';
}

export function showInsufficientFromError(ctx: CreditCheckContext, error: unknown, cost: number): void {
  const details = isApiRequestError(error) ? error.details : undefined;
  showInsufficientCredits(ctx, details?.required ?? cost, details?.available ?? 0);
}

/**
 * Checks the balance before a paid step; false (and a toast) when it is too low or the check
 * fails, in which case nothing is started. Free steps (cost 0) pass without asking.
 */
export async function ensureCredits(ctx: CreditCheckContext, cost: number): Promise<boolean> {
  if (cost <= 0) return true;
  try {
    const credits = await fetchFreshCredits(ctx.queryClient);
    if (credits.available >= cost) return true;
    showInsufficientCredits(ctx, cost, credits.available);
  } catch (error) {
    toast.error(t('wizard:credits.checkFailed'), { description: errorMessage(t, error) });
  }
  return false;
}
