import { useTranslation } from 'react-i18next';
import {
  ARTICLE_AUDIENCES,
  ARTICLE_LANGUAGES,
  ARTICLE_TONES,
  ARTICLE_WORD_COUNTS,
  generationCost,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { CreditNote } from '@/components/wizard/credit-note';
import { articleInput, brandKitPatch, type ArticleDraft } from '../model/article-draft';
import { OptionSelect } from '@/components/form/option-select';

interface OptionsStepProps {
  draft: ArticleDraft;
  onChange: (
    patch: Partial<
      Pick<ArticleDraft, 'tone' | 'audience' | 'wordCount' | 'language' | 'brandKitId' | 'brand'>
    >,
  ) => void;
  disabled: boolean;
}

/**
 * Step 3: the brand kit (fills tone and language, and sends its brief), tone, audience, word
 * count and language (generation-options.ts); Generate leaves it.
 */
export function OptionsStep({ draft, onChange, disabled }: OptionsStepProps) {
  const { t } = useTranslation('article-wizard');
  const cost = generationCost('article', articleInput(draft));
  return (
    <div className="grid gap-5">
      <p className="text-sm">
        <span className="text-muted-foreground">{t('options.forTitle')} </span>
        <span className="font-medium break-words">{draft.title}</span>
      </p>
      <BrandKitPicker
        id="article-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => onChange(brandKitPatch(kit))}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          id="article-tone"
          label={t('options.tone')}
          value={draft.tone}
          options={ARTICLE_TONES}
          optionLabel={(v) => t(`options.tones.${v}`)}
          onChange={(tone) => onChange({ tone })}
          disabled={disabled}
        />
        <OptionSelect
          id="article-audience"
          label={t('options.audience')}
          value={draft.audience}
          options={ARTICLE_AUDIENCES}
          optionLabel={(v) => t(`options.audiences.${v}`)}
          onChange={(audience) => onChange({ audience })}
          disabled={disabled}
        />
        <OptionSelect
          id="article-word-count"
          label={t('options.wordCount')}
          value={draft.wordCount}
          options={ARTICLE_WORD_COUNTS}
          optionLabel={(v) => t(`options.wordCounts.${v}`)}
          onChange={(wordCount) => onChange({ wordCount })}
          disabled={disabled}
        />
        <OptionSelect
          id="article-language"
          label={t('options.language')}
          value={draft.language}
          options={ARTICLE_LANGUAGES}
          optionLabel={(v) => t(`options.languages.${v}`)}
          onChange={(language) => onChange({ language })}
          disabled={disabled}
        />
      </div>
      <CreditNote cost={cost} text={t('credits.articleCost', { cost })} />
    </div>
  );
}
