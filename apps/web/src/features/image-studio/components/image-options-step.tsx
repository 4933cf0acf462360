import { useTranslation } from 'react-i18next';
import {
  ASPECT_RATIOS,
  generationCost,
  IMAGE_MOODS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  IMAGES_PER_GENERATION_MAX,
  IMAGES_PER_GENERATION_MIN,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { OptionSelect } from '@/components/form/option-select';
import { CreditNote } from '@/components/wizard/credit-note';
import type { ImageStudio } from '../hooks/use-image-studio';
import { brandKitPatch, imagesInput } from '../model/image-draft';

const COUNTS = Array.from(
  { length: IMAGES_PER_GENERATION_MAX - IMAGES_PER_GENERATION_MIN + 1 },
  (_, i) => IMAGES_PER_GENERATION_MIN + i,
);

/** Step 2: the brand kit (fills the style), style, aspect ratio, resolution, mood, how many images, and what it costs. */
export function ImageOptionsStep({ studio }: { studio: ImageStudio }) {
  const { t } = useTranslation('image-studio');
  const { draft, update } = studio;
  const cost = generationCost('images', imagesInput(draft));
  const disabled = studio.checkingCredits;
  return (
    <div className="grid gap-5">
      <BrandKitPicker
        id="image-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => update(brandKitPatch(kit))}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          id="image-style"
          label={t('options.style')}
          value={draft.style}
          options={IMAGE_STYLES}
          optionLabel={(o) => t(`article-wizard:image.styles.${o}`)}
          onChange={(style) => update({ style })}
          disabled={disabled}
        />
        <OptionSelect
          id="image-aspect"
          label={t('options.aspect')}
          value={draft.aspect}
          options={ASPECT_RATIOS}
          optionLabel={(o) => t(`options.aspects.${o.replace(':', 'x')}`)}
          onChange={(aspect) => update({ aspect })}
          disabled={disabled}
        />
        <OptionSelect
          id="image-resolution"
          label={t('options.resolution')}
          value={draft.resolution}
          options={IMAGE_RESOLUTIONS}
          optionLabel={(o) => t(`article-wizard:image.resolutions.${o}`)}
          onChange={(resolution) => update({ resolution })}
          disabled={disabled}
        />
        <OptionSelect
          id="image-mood"
          label={t('options.mood')}
          value={draft.mood}
          options={IMAGE_MOODS}
          optionLabel={(o) => t(`article-wizard:image.moods.${o}`)}
          onChange={(mood) => update({ mood })}
          disabled={disabled}
        />
        <OptionSelect
          id="image-count"
          label={t('options.count')}
          value={draft.count}
          options={COUNTS}
          optionLabel={(n) => t('options.countOption', { count: n })}
          onChange={(count) => update({ count })}
          disabled={disabled}
        />
      </div>
      <CreditNote cost={cost} text={t('options.cost', { count: draft.count, cost })} />
    </div>
  );
}
