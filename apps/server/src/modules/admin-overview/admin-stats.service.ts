import { GENERATION_KINDS, STATS_WINDOW_DAYS, type AdminStats, type StatsDay } from '@forja/contracts';
import type { AdminStatsRepository } from './admin-stats.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first instant of the UTC day `days` before the one `now` is in. */
function utcDayStart(now: Date, daysBefore: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysBefore * DAY_MS);
}

/** Declared kinds first (in their declaration order), then any other kind found in the rows. */
function orderKinds(found: Set<string>): string[] {
  const declared = Object.keys(GENERATION_KINDS).filter((k) => found.has(k));
  const others = [...found].filter((k) => !(k in GENERATION_KINDS)).sort();
  return [...declared, ...others];
}

/**
 * The overview's figures (docs/product/back-office-overview.md, Statistics). Windows are UTC
 * days: the last STATS_WINDOW_DAYS including today, and as many before them.
 */
export function createAdminStatsService(repo: AdminStatsRepository) {
  return {
    // permission: stats.read
    async stats(now = new Date()): Promise<AdminStats> {
      const from = utcDayStart(now, STATS_WINDOW_DAYS - 1);
      const previousFrom = utcDayStart(now, 2 * STATS_WINDOW_DAYS - 1);
      const [totals, subscriptions, byKind, spent] = await Promise.all([
        repo.totals(from, previousFrom),
        repo.activeSubscriptions(now),
        repo.generationsByDay(from),
        repo.creditsSpentByDay(from),
      ]);

      const days = new Map<string, StatsDay>();
      for (let i = 0; i < STATS_WINDOW_DAYS; i++) {
        const date = isoDay(new Date(from.getTime() + i * DAY_MS));
        days.set(date, { date, byKind: {}, total: 0, creditsSpent: 0 });
      }
      const kinds = new Set<string>();
      for (const row of byKind) {
        const day = days.get(row.day);
        if (!day) continue; // started "tomorrow" by a clock ahead of ours
        day.byKind[row.kind] = row.count;
        day.total += row.count;
        kinds.add(row.kind);
      }
      for (const row of spent) {
        const day = days.get(row.day);
        if (day) day.creditsSpent = row.spent;
      }

      const { current, previous } = totals;
      return {
        totalUsers: totals.users,
        activeUsers: subscriptions.reduce((sum, s) => sum + s.active, 0),
        generations: {
          current,
          previous,
          changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
        },
        batches: totals.batches,
        mrr: subscriptions.map((s) => ({ currency: s.currency, amountCents: s.mrrCents })),
        kinds: orderKinds(kinds),
        days: [...days.values()],
        generatedAt: now.toISOString(),
      };
    },
  };
}
export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
