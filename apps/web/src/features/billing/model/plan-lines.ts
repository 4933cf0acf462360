import type { Plan } from '@forja/contracts';
import type { WebStudio } from '@/lib/studio';

/*
 * What a plan's monthly credits buy: the credits, then each studio's line (its declaration
 * computes it from the costs in @forja/contracts, so the pricing cards never disagree with
 * what a generation really costs). A key under `pricing.lines`.
 */
export interface PlanLine {
  key: string;
  count: number;
}

export function planLines(plan: Plan, studios: readonly WebStudio[]): PlanLine[] {
  const credits = plan.monthlyCredits;
  const lines: PlanLine[] = [
    { key: 'credits', count: credits },
    ...studios.flatMap(({ planLine }) =>
      planLine ? [{ key: planLine.key, count: planLine.count(credits) }] : [],
    ),
  ];
  return lines.filter((line) => line.count > 0);
}

/** 3900 -> "39", 3950 -> "39.50" ("39,50" in Romanian and Spanish). */
export const wholePrice = (cents: number, language?: string) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);

/** Amounts with two decimals and their currency, in the reader's language. */
export const money = (cents: number, currency: string, language: string | undefined) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(
    cents / 100,
  );

export const formatDate = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
