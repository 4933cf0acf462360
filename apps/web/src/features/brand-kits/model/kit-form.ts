import {
  brandKitBodySchema,
  VIDEO_DEFAULTS,
  VOICE_OVER_SPEED,
  type BrandKit,
  type BrandKitInput,
} from '@forja/contracts';

/*
 * The brand kit form's values: the body the server takes, but the word lists as the text the
 * user types (comma or line separated), turned into lists only when saved.
 */
export type KitFormValues = Omit<BrandKitInput, 'keywords' | 'avoidWords'> & {
  keywords: string;
  avoidWords: string;
};
export type KitField = keyof KitFormValues;

export const EMPTY_KIT_FORM: KitFormValues = {
  name: '',
  language: 'en',
  tone: 'professional',
  audience: '',
  keywords: '',
  avoidWords: '',
  description: '',
  callToAction: '',
  imageStyle: null,
  voice: VIDEO_DEFAULTS.voice,
  speed: VOICE_OVER_SPEED.default,
  subtitleStyle: VIDEO_DEFAULTS.subtitleStyle,
  subtitlePosition: VIDEO_DEFAULTS.subtitlePosition,
  videoFormat: VIDEO_DEFAULTS.resolution,
  isDefault: false,
  team: false,
};

/** "a, b\nc" -> ['a', 'b', 'c']: empty pieces dropped (the server drops repeats). */
export function splitWords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export function formValuesOf(kit: BrandKit): KitFormValues {
  const { id: _id, editable: _editable, createdAt: _created, updatedAt: _updated, ...body } = kit;
  return { ...body, keywords: kit.keywords.join(', '), avoidWords: kit.avoidWords.join(', ') };
}

export function bodyOf(values: KitFormValues): BrandKitInput {
  return { ...values, keywords: splitWords(values.keywords), avoidWords: splitWords(values.avoidWords) };
}

/** The contracts' check, as field -> message key (validation.json), first problem per field. */
export function validateKit(values: KitFormValues): Record<string, string> {
  const parsed = brandKitBodySchema.safeParse(bodyOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
