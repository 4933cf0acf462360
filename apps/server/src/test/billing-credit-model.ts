/*
 * The credits rule of docs/product/credits.md, written again from the document as a plain
 * model, for the billing robustness suite to compare the server with: a paid period's
 * allowance is granted once (the plan part raised to it, plus what upgrades in the period
 * added), an upgrade adds the difference prorated to the part of the period left (whole
 * seconds, rounded up), once per period and plan, and nothing else grants.
 */

export const ALLOWANCE: Record<string, number> = { free: 50, start: 100, plus: 200, pro: 400 };

interface Period {
  subscription: string;
  start: number;
  end: number;
  plan: string;
  granted: boolean;
  upgrades: number;
}

export class CreditModel {
  planPart = ALLOWANCE.free!;
  plan = 'free';
  readonly periods = new Map<string, Period>();
  /** Invoices that granted (a ledger row each). */
  readonly granting = new Set<string>();
  /** Charged invoices that bought nothing: a plan change billed for a plan already paid for. */
  readonly chargedForNothing: string[] = [];

  /** A new subscription's or a renewal's paid invoice: its period [start, end) in seconds. */
  period(invoice: string, subscription: string, plan: string, start: number, end: number) {
    if (this.granting.has(invoice)) return;
    const key = `${subscription}@${start}`;
    const row = this.periods.get(key) ?? { subscription, start, end, plan, granted: false, upgrades: 0 };
    if (row.granted) return;
    row.granted = true;
    if (ALLOWANCE[plan]! > ALLOWANCE[row.plan]!) row.plan = plan;
    this.periods.set(key, row);
    this.planPart = Math.max(this.planPart, ALLOWANCE[plan]! + row.upgrades);
    this.plan = row.plan;
    this.granting.add(invoice);
  }

  /** A paid plan change at `at` (seconds) from `from` to `to`, charged `amount` cents. */
  upgrade(
    invoice: string,
    change: { subscription: string; from: string; to: string; at: number; start: number; end: number },
    amount: number,
  ) {
    if (this.granting.has(invoice)) return;
    const containing = () =>
      [...this.periods.values()]
        .filter((p) => p.subscription === change.subscription && p.start <= change.at && p.end > change.at)
        .sort((a, b) => b.start - a.start);
    if (containing().length === 0) {
      this.periods.set(`${change.subscription}@${change.start}`, {
        subscription: change.subscription,
        start: change.start,
        end: change.end,
        plan: change.from,
        granted: false,
        upgrades: 0,
      });
    }
    const row = containing()[0]!;
    const difference = ALLOWANCE[change.to]! - ALLOWANCE[row.plan]!;
    if (difference <= 0) {
      if (amount > 0) this.chargedForNothing.push(invoice);
      return;
    }
    const left = Math.max(0, row.end - change.at);
    const length = Math.max(1, row.end - row.start);
    const credits = Math.ceil((difference * left) / length);
    row.plan = change.to;
    row.upgrades += credits;
    this.planPart += credits;
    this.plan = change.to;
    this.granting.add(invoice);
  }

  /** The subscription ended: back to Free, credits kept. */
  ended() {
    this.plan = 'free';
  }

  spend(amount: number) {
    this.planPart -= amount;
  }
}

/** A small seeded random generator (mulberry32), so a failing walk can be replayed by its seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}
