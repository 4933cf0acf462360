import {
  ARTICLE_COST,
  IMAGE_COST,
  VIDEO_DEFAULTS,
  VIDEO_SCRIPT_COST,
  VOICE_OVER_CHARS_PER_CREDIT,
  videoCost,
  type Plan,
} from '@forja/contracts';

/*
 * What a plan's monthly credits buy, computed from the costs in @forja/contracts so the
 * pricing cards never disagree with what a generation really costs.
 */
const VIDEO_COST = videoCost({
  scenes: VIDEO_DEFAULTS.numberOfScenes,
  secondsPerScene: VIDEO_DEFAULTS.secondsPerScene,
  imageModel: VIDEO_DEFAULTS.imageModel,
});

export interface PlanLine {
  key: 'credits' | 'articles' | 'images' | 'scripts' | 'videos' | 'voiceOver';
  count: number;
}

export function planLines(plan: Plan): PlanLine[] {
  const credits = plan.monthlyCredits;
  const lines: PlanLine[] = [
    { key: 'credits', count: credits },
    { key: 'articles', count: Math.floor(credits / ARTICLE_COST) },
    { key: 'images', count: Math.floor(credits / IMAGE_COST) },
    { key: 'scripts', count: Math.floor(credits / VIDEO_SCRIPT_COST) },
    { key: 'videos', count: Math.floor(credits / VIDEO_COST) },
    // Voice-overs cost 1 credit per started 1,000 characters.
    { key: 'voiceOver', count: credits * VOICE_OVER_CHARS_PER_CREDIT },
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
