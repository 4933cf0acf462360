import type { AdminStats } from '@forja/contracts';

/* Number, money and day formats of the overview, in the reader's language. */

export const formatNumber = (language: string, n: number) => new Intl.NumberFormat(language).format(n);

/** Every currency the MRR has, joined ("€177.00"); a studio whose plans share one shows one. */
export function formatMrr(language: string, mrr: AdminStats['mrr']): string {
  const list = mrr.length > 0 ? mrr : [{ currency: 'EUR', amountCents: 0 }];
  return list
    .map(({ currency, amountCents }) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountCents / 100),
    )
    .join(' + ');
}

/** A YYYY-MM-DD day of the statistics (UTC), e.g. "26 Nov". */
export function formatDay(language: string, isoDay: string, long = false): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
