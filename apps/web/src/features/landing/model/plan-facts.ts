import {
  ARTICLE_COST,
  IMAGE_COST,
  type Plan,
  VIDEO_DEFAULTS,
  VIDEO_SCRIPT_COST,
  VOICE_OVER_CHARS_PER_CREDIT,
  videoCost,
} from '@forja/contracts';

/*
 * Everything the landing page says about a plan is computed here from the plan data the
 * server sends and the costs in @forja/contracts, so the pricing cards and the FAQ can
 * never disagree with each other or with what a generation really costs.
 */

/** The video the numbers assume: the wizard's defaults. */
const REFERENCE_VIDEO = {
  scenes: VIDEO_DEFAULTS.numberOfScenes,
  secondsPerScene: VIDEO_DEFAULTS.secondsPerScene,
  imageModel: VIDEO_DEFAULTS.imageModel,
} as const;

export const COSTS = {
  article: ARTICLE_COST,
  image: IMAGE_COST,
  script: VIDEO_SCRIPT_COST,
  video: videoCost(REFERENCE_VIDEO),
  videoSeconds: REFERENCE_VIDEO.scenes * REFERENCE_VIDEO.secondsPerScene,
  /** A voice-over: 1 credit per started VOICE_OVER_CHARS_PER_CREDIT characters. */
  voiceOverChars: VOICE_OVER_CHARS_PER_CREDIT,
} as const;

export interface PlanFacts {
  plan: Plan;
  credits: number;
  /** Whole euros (or cents shown when not whole). */
  price: string;
  isFree: boolean;
  articles: number;
  images: number;
  scripts: number;
  videos: number;
}

/** 3900 -> "39", 3950 -> "39.50". */
export function formatPrice(priceCents: number): string {
  return priceCents % 100 === 0 ? String(priceCents / 100) : (priceCents / 100).toFixed(2);
}

export function planFacts(plan: Plan): PlanFacts {
  const credits = plan.monthlyCredits;
  return {
    plan,
    credits,
    price: formatPrice(plan.priceCents),
    isFree: !plan.contactOnly && plan.priceCents === 0,
    articles: Math.floor(credits / COSTS.article),
    images: Math.floor(credits / COSTS.image),
    scripts: Math.floor(credits / COSTS.script),
    videos: Math.floor(credits / COSTS.video),
  };
}

export type PlanLine = { key: string; values: Record<string, string | number> };

/** The feature lines of a plan card, as translation keys with their numbers. */
export function planLines(facts: PlanFacts, previous?: PlanFacts): PlanLine[] {
  const { plan, credits } = facts;
  if (plan.contactOnly) {
    return [
      { key: 'enterpriseVolume', values: { count: credits } },
      ...(previous ? [{ key: 'enterpriseEverything', values: { plan: previous.plan.name } }] : []),
      { key: 'enterpriseBilling', values: {} },
    ];
  }
  const lines: PlanLine[] = [
    { key: 'credits', values: { count: credits } },
    { key: 'articles', values: { count: facts.articles } },
    { key: 'images', values: { count: facts.images } },
    { key: 'scripts', values: { count: facts.scripts } },
    facts.videos > 0
      ? { key: 'videos', values: { count: facts.videos, seconds: COSTS.videoSeconds } }
      : { key: 'noVideos', values: { cost: COSTS.video } },
    { key: 'voiceOver', values: { count: credits * COSTS.voiceOverChars } },
    { key: 'archives', values: {} },
  ];
  if (!facts.isFree) {
    lines.push({ key: 'billing', values: { price: facts.price } }, { key: 'invoices', values: {} });
  }
  return lines;
}

/** The plan the FAQ calls "free": the first one that costs nothing and can be registered for. */
export function freePlan(plans: Plan[]): PlanFacts | undefined {
  const plan = plans.find((p) => !p.contactOnly && p.priceCents === 0);
  return plan && planFacts(plan);
}
