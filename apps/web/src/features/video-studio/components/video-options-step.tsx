import { useTranslation } from 'react-i18next';
import {
  IMAGE_MODEL_EXTRA_CREDITS,
  IMAGE_MODELS,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  SUBTITLE_FONTS,
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  VIDEO_NICHES,
  VIDEO_RESOLUTIONS,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
  VOICES,
} from '@forja/contracts';
import { BrandKitPicker } from '@/components/brand-kit/brand-kit-picker';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { OptionSelect } from '@/components/form/option-select';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { generationFailureMessage } from '@/lib/errors';
import { fromStoredError } from '@/lib/wizard/stored-error';
import type { VideoStudio } from '../hooks/use-video-studio';
import { brandKitPatch, estimatedCost, withVoice, type VideoOptions } from '../model/video-draft';
import { CostBanner } from './cost-banner';
import { StyleCarousel } from './style-carousel';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const SCENE_COUNTS = range(VIDEO_SCENES_MIN, VIDEO_SCENES_MAX);
const SECONDS = range(SECONDS_PER_SCENE_MIN, SECONDS_PER_SCENE_MAX);

/** Step 3: the brand kit (fills voice, language, format, image style and subtitles), the image style carousel, the video's options with their defaults, and the live cost. */
export function VideoOptionsStep({ studio }: { studio: VideoStudio }) {
  const { t } = useTranslation('video-studio');
  const { draft } = studio;
  const options = draft.options;
  const disabled = studio.loadingScenes;
  const set = (patch: Partial<VideoOptions>) => studio.update({ options: { ...options, ...patch } });
  const cost = estimatedCost(options);
  const select = <T extends string | number>(
    id: keyof VideoOptions,
    list: readonly T[],
    label: (o: T) => string,
    onChange: (o: T) => void = (o) => set({ [id]: o } as Partial<VideoOptions>),
  ) => (
    <OptionSelect
      id={`video-${id}`}
      label={t(`options.${id}`)}
      value={options[id] as T}
      options={list}
      optionLabel={label}
      onChange={onChange}
      disabled={disabled}
    />
  );
  return (
    <div className="grid gap-6">
      <BrandKitPicker
        id="video-brand-kit"
        value={draft.brandKitId}
        onApply={(kit) => studio.update(brandKitPatch(draft, kit))}
        disabled={disabled}
      />
      <StyleCarousel
        value={options.imageStyle}
        onChange={(imageStyle) => set({ imageStyle })}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {select('niche', VIDEO_NICHES, (o) => t(`niches.${o}`))}
        {select('numberOfScenes', SCENE_COUNTS, (n) => t('options.scenesOption', { count: n }))}
        {select('secondsPerScene', SECONDS, (n) => t('options.secondsOption', { count: n }))}
        {select('imageModel', IMAGE_MODELS, (o) =>
          t('options.modelOption', { name: t(`imageModels.${o}`), count: IMAGE_MODEL_EXTRA_CREDITS[o] }),
        )}
        <div className="grid gap-1">
          {select(
            'voice',
            VOICES,
            (o) => t(`voices.${o}`),
            (voice) => set(withVoice(options, voice)),
          )}
          <p className="text-xs text-muted-foreground" data-testid="video-language">
            {t('options.languageNote', { language: t(`languages.${options.language}`) })}
          </p>
        </div>
        {select('resolution', VIDEO_RESOLUTIONS, (o) => t(`resolutions.${o}`))}
        {select('subtitleStyle', SUBTITLE_STYLES, (o) => t(`subtitleStyles.${o}`))}
        {select('subtitlePosition', SUBTITLE_POSITIONS, (o) => t(`subtitlePositions.${o}`))}
        {select('subtitleFont', SUBTITLE_FONTS, (o) => t(`subtitleFonts.${o}`))}
        <div className="flex items-center gap-3 self-end rounded-md border px-3 py-2">
          <Switch
            id="video-withAudio"
            checked={options.withAudio}
            onCheckedChange={(withAudio) => set({ withAudio })}
            disabled={disabled}
          />
          <Label htmlFor="video-withAudio">{t('options.withAudio')}</Label>
        </div>
      </div>
      <CostBanner
        cost={cost}
        text={t('cost.estimate', {
          cost,
          scenes: options.numberOfScenes,
          seconds: options.secondsPerScene,
        })}
      />
      {draft.error && !disabled && (
        <ErrorAlert
          title={t('scenes.failedTitle')}
          message={generationFailureMessage(t, fromStoredError(draft.error), 'video-studio:scenes.failed')}
        />
      )}
      {studio.loadingScenes && <ScenesLoader />}
    </div>
  );
}

/** The full-page loader while the scenes are written. */
function ScenesLoader() {
  const { t } = useTranslation('video-studio');
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-background/80 backdrop-blur-sm"
      role="status"
      aria-live="polite"
      data-testid="scenes-loader"
    >
      <div className="grid justify-items-center gap-3 rounded-lg border bg-card px-8 py-6 shadow-lg">
        <span className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" />
        <p className="font-medium">{t('scenes.loading')}</p>
      </div>
    </div>
  );
}
