import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_HASHTAGS,
  SOCIAL_LANGUAGES,
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_LIMITS,
  SOCIAL_TONES,
  type SocialPlatform,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { OptionSelect } from '@/components/form/option-select';
import { brandKitPatch, type PostsDraft } from '../model/posts-draft';

export interface PlatformsStepProps {
  draft: Pick<PostsDraft, 'platforms' | 'tone' | 'language' | 'brandKitId'>;
  onChange: (patch: Partial<PostsDraft>) => void;
  /** After a forward that was refused: "choose at least one platform". */
  showErrors: boolean;
  /** What writing the posts costs and the balance (the page's credit note). */
  costNote?: ReactNode;
  disabled?: boolean;
}

/**
 * Step 2: the platforms (each with its limit and hashtag count), the brand kit (fills tone and
 * language, and sends its brief), the tone and the language.
 */
export function PlatformsStep({ draft, onChange, showErrors, costNote, disabled }: PlatformsStepProps) {
  const { t, i18n } = useTranslation('social-posts');
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  const toggle = (platform: SocialPlatform, on: boolean) =>
    onChange({
      platforms: SOCIAL_PLATFORMS.filter((p) => (p === platform ? on : draft.platforms.includes(p))),
    });
  const missing = showErrors && draft.platforms.length === 0;
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2" aria-describedby="posts-platforms-hint">
        <legend className="mb-1 text-sm font-medium">{t('platforms.label')}</legend>
        <p id="posts-platforms-hint" className="text-xs text-muted-foreground">
          {t('platforms.hint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((platform) => (
            <label
              key={platform}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-primary"
                checked={draft.platforms.includes(platform)}
                disabled={disabled}
                aria-invalid={missing || undefined}
                onChange={(event) => toggle(platform, event.target.checked)}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{SOCIAL_PLATFORM_NAMES[platform]}</span>
                <span className="text-xs text-muted-foreground">
                  {t('platforms.limit', { limit: number(SOCIAL_POST_LIMITS[platform]) })} ·{' '}
                  {t('platforms.hashtags', { count: SOCIAL_HASHTAGS[platform].aim })}
                </span>
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('platforms.required')}
          </p>
        )}
      </fieldset>
      <BrandKitPicker
        id="posts-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => onChange(brandKitPatch(kit))}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          id="posts-tone"
          label={t('platforms.tone')}
          value={draft.tone}
          options={SOCIAL_TONES}
          optionLabel={(tone) => t(`platforms.tones.${tone}`)}
          onChange={(tone) => onChange({ tone })}
          disabled={disabled}
        />
        <OptionSelect
          id="posts-language"
          label={t('platforms.language')}
          value={draft.language}
          options={SOCIAL_LANGUAGES}
          optionLabel={(language) => t(`platforms.languages.${language}`)}
          onChange={(language) => onChange({ language })}
          disabled={disabled}
        />
      </div>
      {costNote}
    </div>
  );
}
