import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { plansPath } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { cn } from '@/lib/utils';
import { formatDuration } from '@/lib/video-format';
import type { VideoStudio } from '../hooks/use-video-studio';
import { changedSceneIds } from '../model/revision';
import { sameSeconds, timelineBlocks, totalSeconds } from '../model/video-timeline';

/**
 * The video's estimated cost against the balance: green when the credits suffice, red (with a
 * link to the plans) when they do not; the render cannot start then.
 */
export function CostBanner({ cost, text, note }: { cost: number; text: string; note?: string }) {
  const { t, i18n } = useTranslation('video-studio');
  const credits = useCredits();
  const available = credits.data?.available;
  const short = available !== undefined && available < cost;
  const format = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  const Icon = short ? CircleAlert : CircleCheck;
  return (
    <div
      data-testid="cost-banner"
      data-state={available === undefined ? 'unknown' : short ? 'short' : 'enough'}
      className={cn(
        'grid gap-1 rounded-md border px-3 py-2 text-sm',
        available === undefined && 'bg-muted/60',
        short &&
          'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
        available !== undefined &&
          !short &&
          'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-medium">{text}</span>
        {available !== undefined && <span>{t('cost.available', { available: format(available) })}</span>}
      </p>
      {note && <p data-testid="cost-note">{note}</p>}
      {short && (
        <p className="font-medium" data-testid="credits-short">
          {t('cost.short', { missing: format(cost - available) })}{' '}
          <Link to={plansPath} className="underline underline-offset-4">
            {t('cost.seePlans')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The studio's banner: a render costs its scenes (each its seconds and picture source); a
 * revision only its changed scenes, and says that order, transitions and music are free.
 */
export function StudioCostBanner({ studio }: { studio: VideoStudio }) {
  const { t } = useTranslation('video-studio');
  const { draft, cost } = studio;
  if (draft.revision && draft.step === 5 && studio.generation.record) {
    // Started: the server's price; the draft now revises the new version, so nothing reads as changed.
    return <CostBanner cost={cost} text={t('revision.charged', { cost })} note={t('revision.free')} />;
  }
  if (draft.revision) {
    return (
      <CostBanner
        cost={cost}
        text={t('revision.cost', { count: changedSceneIds(draft).size, cost })}
        note={t('revision.free')}
      />
    );
  }
  const blocks = timelineBlocks(draft.scenes, draft.options);
  const same = sameSeconds(blocks);
  return (
    <CostBanner
      cost={cost}
      text={
        same === null
          ? t('timeline.cost', {
              cost,
              count: draft.scenes.length,
              duration: formatDuration(totalSeconds(blocks)),
            })
          : t('cost.render', { cost, scenes: draft.scenes.length, seconds: same })
      }
    />
  );
}
