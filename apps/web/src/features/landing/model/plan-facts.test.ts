import { describe, expect, it } from 'vitest';
import type { Plan } from '@forja/contracts';
import { COSTS, formatPrice, freePlan, planFacts, planLines } from './plan-facts';

const plan = (p: Partial<Plan>): Plan => ({
  id: 'x',
  name: 'X',
  priceCents: 0,
  currency: 'EUR',
  monthlyCredits: 50,
  storageQuotaBytes: 200 * 1024 * 1024,
  popular: false,
  contactOnly: false,
  ...p,
});

describe('plan facts', () => {
  it('derives what a plan allows from its credits and the generation costs', () => {
    const facts = planFacts(plan({ monthlyCredits: 200 }));
    expect(facts.articles).toBe(Math.floor(200 / COSTS.article));
    expect(facts.images).toBe(Math.floor(200 / COSTS.image));
    expect(facts.scripts).toBe(Math.floor(200 / COSTS.script));
    expect(facts.videos).toBe(Math.floor(200 / COSTS.video));
    expect(COSTS.video).toBeGreaterThan(0);
  });

  it('lists seven lines for a free plan and nine for a paid one', () => {
    expect(planLines(planFacts(plan({ priceCents: 0 })))).toHaveLength(7);
    const paid = planLines(planFacts(plan({ priceCents: 3900, monthlyCredits: 100 })));
    expect(paid).toHaveLength(9);
    expect(paid[0]).toEqual({ key: 'credits', values: { count: 100 } });
    expect(paid.find((l) => l.key === 'billing')?.values.price).toBe('39');
  });

  it('says plainly when the credits do not reach a single video', () => {
    const lines = planLines(planFacts(plan({ monthlyCredits: COSTS.video - 1 })));
    expect(lines.find((l) => l.key === 'noVideos')?.values.cost).toBe(COSTS.video);
  });

  it('describes a contact-only plan relative to the plan before it', () => {
    const pro = planFacts(plan({ name: 'Pro', priceCents: 7900, monthlyCredits: 400 }));
    const lines = planLines(
      planFacts(plan({ name: 'Enterprise', contactOnly: true, monthlyCredits: 400 })),
      pro,
    );
    expect(lines.map((l) => l.key)).toEqual([
      'enterpriseVolume',
      'enterpriseEverything',
      'enterpriseBilling',
    ]);
    expect(lines[1]?.values.plan).toBe('Pro');
  });

  it('finds the free plan and formats prices', () => {
    const plans = [
      plan({ id: 'enterprise', contactOnly: true }),
      plan({ id: 'free', name: 'Free' }),
      plan({ id: 'pro', priceCents: 7900 }),
    ];
    expect(freePlan(plans)?.plan.id).toBe('free');
    expect(freePlan([plans[2]!])).toBeUndefined();
    expect(formatPrice(5900)).toBe('59');
    expect(formatPrice(5950)).toBe('59.50');
  });
});
