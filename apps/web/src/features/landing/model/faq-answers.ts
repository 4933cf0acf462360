import type { TFunction } from 'i18next';
import type { Plan } from '@forja/contracts';
import { planName } from '@/lib/plan-name';
import { COSTS, freePlan } from './plan-facts';

export const FAQ_ITEMS = ['credits', 'plans', 'free', 'cancel', 'languages', 'publish', 'ai'] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];

type LandingT = TFunction<'landing'>;

/** "2 credits", "15 seconds": counted words on their own, so a sentence can hold several numbers. */
export const unit = (t: LandingT, kind: 'credits' | 'articles' | 'images' | 'seconds', count: number) =>
  t(`units.${kind}`, { count });

/** The costs of the tools, as the pricing note and the FAQ state them. */
export function costValues(t: LandingT) {
  return {
    article: unit(t, 'credits', COSTS.article),
    image: unit(t, 'credits', COSTS.image),
    script: unit(t, 'credits', COSTS.script),
    video: unit(t, 'credits', COSTS.video),
    duration: unit(t, 'seconds', COSTS.videoSeconds),
    voiceOver: unit(t, 'credits', 1),
    voiceOverChars: COSTS.voiceOverChars,
  };
}

/**
 * The answers, with every number about credits taken from the plan data and the costs,
 * the same sources the pricing cards use. Without plan data the answers say less, never
 * something different.
 */
export function faqAnswer(t: LandingT, item: FaqItem, plans: Plan[] | undefined): string {
  switch (item) {
    case 'credits':
      return t('faq.credits.a', costValues(t));
    case 'plans': {
      if (!plans?.length) return t('faq.plans.unavailable');
      const parts = plans.map((plan) =>
        t(plan.contactOnly ? 'faq.plans.custom' : 'faq.plans.item', {
          plan: planName(t, plan),
          credits: unit(t, 'credits', plan.monthlyCredits),
        }),
      );
      // Joined by hand: creating an Intl.ListFormat costs ~20 ms on a slow phone.
      const last = parts.pop() ?? '';
      const list = parts.length
        ? `${parts.join(t('faq.plans.separator'))}${t('faq.plans.lastSeparator')}${last}`
        : last;
      return t('faq.plans.a', { list });
    }
    case 'free': {
      const free = plans && freePlan(plans);
      if (!free) return t('faq.free.unavailable');
      return t('faq.free.a', {
        plan: planName(t, free.plan),
        credits: unit(t, 'credits', free.credits),
        articles: unit(t, 'articles', free.articles),
        images: unit(t, 'images', free.images),
      });
    }
    default:
      return t(`faq.${item}.a`);
  }
}
