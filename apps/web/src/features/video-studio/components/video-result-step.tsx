import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Download, Library } from 'lucide-react';
import type { VideoOutput } from '@forja/contracts';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { GenerateStep } from '@/components/wizard/generate-step';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { VideoExtras } from '@/lib/video-extras';
import { formatDuration, formatElapsed, formatFileSize, videoFileName } from '@/lib/video-format';
import type { VideoStudio } from '../hooks/use-video-studio';
import { sameSeconds, timelineBlocks, totalSeconds } from '../model/video-timeline';
import { StudioCostBanner } from './cost-banner';

/**
 * Step 5: the render's real stages and percent (the page can be left: the video lands in the
 * library, and a toast says so anywhere in the app), then the player with download. Videos are
 * saved to the library automatically when the render starts.
 */
export function VideoResultStep({ studio, extras }: { studio: VideoStudio; extras?: VideoExtras }) {
  const { t, i18n } = useTranslation('video-studio');
  const { generation, draft } = studio;
  const banner = <StudioCostBanner studio={studio} />;
  const output = generation.output;
  if (!output) {
    return (
      <GenerateStep
        generation={generation}
        namespace="video-studio"
        texts={{
          running: t('render.running'),
          progressLabel: t('render.progressLabel'),
          errorTitle: t('render.failedTitle'),
          retry: t('render.retry'),
          failedKey: 'video-studio:render.failed',
          cancelledKey: 'video-studio:render.cancelled',
          cancel: t('render.cancel'),
        }}
        onRetry={studio.retry}
        cancel={draft.renderId ? 'button' : undefined}
        runningNote={
          <p className="text-sm text-muted-foreground" data-testid="render-leave-note">
            {t('render.canLeave')}
          </p>
        }
      >
        {banner}
      </GenerateStep>
    );
  }
  const record = generation.record;
  // What was paid for: each scene lasts its chosen seconds (docs/product/video-studio-web.md).
  const blocks = timelineBlocks(draft.scenes, draft.options);
  const length = formatDuration(totalSeconds(blocks));
  const same = sameSeconds(blocks);
  const paidLength =
    same === null
      ? t('timeline.paidLength', { length, count: draft.scenes.length })
      : t('render.paidLength', { length, scenes: draft.scenes.length, seconds: same });
  return (
    <RenderedVideo
      output={output}
      title={draft.title}
      renderTime={record ? formatElapsed(record.startedAt, record.finishedAt, i18n.resolvedLanguage) : null}
      paidLength={paidLength}
      rendered={
        record?.kind === 'videoRevision' && output.scenesRendered !== undefined
          ? t('revision.rendered', { count: output.scenesRendered, total: draft.scenes.length })
          : null
      }
      banner={banner}
      extras={extras}
      demo={record?.demo}
    />
  );
}

function RenderedVideo({
  output,
  title,
  renderTime,
  paidLength,
  rendered,
  banner,
  extras,
  demo,
}: {
  /** A revision: how many scenes were rendered again (the others' segments were reused). */
  rendered: string | null;
  output: VideoOutput;
  title: string;
  /** How long the render took (the generation's start to its end). */
  renderTime: string | null;
  /** The length paid for: scenes × seconds per scene (each scene lasts its chosen seconds). */
  paidLength: string;
  banner: ReactNode;
  extras?: VideoExtras;
  /** Made by the offline demo generator (its texts or its scenes' pictures). */
  demo: boolean | undefined;
}) {
  const { t, i18n } = useTranslation('video-studio');
  const facts = [
    formatDuration(output.durationSeconds),
    `${output.width}×${output.height}`,
    formatFileSize(output.sizeBytes, i18n.resolvedLanguage),
    renderTime && t('render.renderedIn', { duration: renderTime }),
  ].filter(Boolean);
  return (
    <div className="grid gap-4" data-testid="rendered-video">
      <video
        src={output.url}
        controls
        preload="metadata"
        className="max-h-[70vh] w-full rounded-lg bg-black"
        aria-label={t('render.playerLabel', { title })}
      />
      <p className="text-sm text-muted-foreground" data-testid="rendered-facts">
        {facts.join(' · ')}
      </p>
      <p className="text-sm" data-testid="paid-length">
        {paidLength}
      </p>
      {rendered && (
        <p className="text-sm" data-testid="scenes-rendered">
          {rendered}
        </p>
      )}
      <DemoGeneratorNotice demo={demo} />
      <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm" data-testid="saved-note">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
        {t('render.savedAutomatically')}
      </p>
      {banner}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={output.url} download={videoFileName(title, 'video')}>
            <Download aria-hidden="true" />
            {t('render.download')}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.dashboard} state={{ openArchive: 'videos' }}>
            <Library aria-hidden="true" />
            {t('render.openLibrary')}
          </Link>
        </Button>
      </div>
      {extras?.({ id: output.videoId, title })}
    </div>
  );
}
