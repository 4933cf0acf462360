import { useTranslation } from 'react-i18next';
import {
  IMAGE_STYLES,
  SECONDS_PER_SCENE_MAX,
  SECONDS_PER_SCENE_MIN,
  TITLES_KEPT,
  VIDEO_SCENES_MAX,
  VIDEO_SCENES_MIN,
} from '@forja/contracts';
import { cx } from '@/lib/class-names';
import { CAPABILITIES } from './feature-cards';
import { LoopingVideo } from './looping-video';
import { MEDIA } from './media';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

// The numbers in the copy come from the same constants the wizards use.
const VALUES = {
  titles: TITLES_KEPT,
  styles: IMAGE_STYLES.length,
  minScenes: VIDEO_SCENES_MIN,
  maxScenes: VIDEO_SCENES_MAX,
  minSeconds: SECONDS_PER_SCENE_MIN,
  maxSeconds: SECONDS_PER_SCENE_MAX,
};

/** Four alternating blocks, each with a short looping clip of that tool. */
export function FeatureBlocks() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="blocks-title" className={`px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="blocks-title" title={t('blocks.title')} subtitle={t('blocks.subtitle')} />
        <div className="grid gap-16 md:gap-24">
          {CAPABILITIES.map(({ key, icon: Icon }, index) => (
            <article
              key={key}
              id={`block-${key}`}
              aria-labelledby={`block-${key}-title`}
              className="grid scroll-mt-20 items-center gap-8 md:grid-cols-2 md:gap-12"
            >
              <div className={cx('grid gap-4', index % 2 === 1 && 'md:order-2')}>
                <span className="flex size-11 items-center justify-center rounded-md bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 id={`block-${key}-title`} className="text-2xl font-semibold tracking-tight">
                  {t(`blocks.${key}.title`)}
                </h3>
                <p className="text-muted-foreground">{t(`blocks.${key}.text`, VALUES)}</p>
              </div>
              <LoopingVideo {...MEDIA[key]} label={t(`blocks.${key}.title`)} />
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
