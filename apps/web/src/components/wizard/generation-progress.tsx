import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import type { GenerationStage } from '@forja/contracts';
import { Progress } from '@/components/ui/progress';
import { elapsedMessage, progressAfter, veryLongHint, type TimedRule } from '@/lib/wizard/timed-progress';
import { useElapsedSeconds } from '@/lib/wizard/use-elapsed-seconds';

interface GenerationProgressProps {
  /** "Writing your article…" */
  title: string;
  /** The progress bar's accessible name. */
  label: string;
  stage: GenerationStage | null;
  /** The provider's percent; null shows the timed progress. */
  percent: number | null;
  /** When the generation started (ms). */
  startedAt: number | null;
  restarted: boolean;
  /** The message of the last failure, for the 'very long' hint. */
  lastErrorText?: string | null;
  /** How the timed bar moves each second, when the wizard has its own rule. */
  timedRule?: TimedRule;
}

/**
 * A running generation: its stage ("Writing — 3 of 5") and the real percent when the provider
 * reports one, otherwise a bar that moves with the elapsed time and a message that follows it.
 */
export function GenerationProgress(props: GenerationProgressProps) {
  const { t } = useTranslation('wizard');
  const { stage, percent, restarted } = props;
  const seconds = useElapsedSeconds(props.startedAt);
  const value = percent ?? progressAfter(seconds, props.timedRule);
  const message = elapsedMessage(seconds);
  const stageText = stage
    ? stage.current !== undefined && stage.total !== undefined
      ? t('progress.stageCount', {
          stage: t(`stages.${stage.name}`),
          current: stage.current,
          total: stage.total,
        })
      : t(`stages.${stage.name}`)
    : null;
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="generation-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold">{props.title}</h3>
        <span className="text-sm text-muted-foreground tabular-nums">
          {t('progress.elapsed', { seconds })}
        </span>
      </div>
      <div className="grid gap-2">
        <Progress value={value} aria-label={props.label} aria-valuetext={`${value}%`} />
        <p className="flex justify-between gap-3 text-sm" aria-hidden="true">
          <span className="text-muted-foreground">{stageText}</span>
          <span className="font-medium tabular-nums">{value}%</span>
        </p>
      </div>
      <div role="status" className="grid gap-1 text-sm">
        {stageText && <p className="sr-only">{stageText}</p>}
        {restarted && (
          <p
            className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2"
            data-testid="generation-restarted"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('progress.restarted')}
          </p>
        )}
        {percent === null && <p>{t(`progress.messages.${message}`)}</p>}
        {percent === null && message === 'veryLong' && (
          <p className="text-muted-foreground">{t(`progress.hints.${veryLongHint(props.lastErrorText)}`)}</p>
        )}
      </div>
    </div>
  );
}
