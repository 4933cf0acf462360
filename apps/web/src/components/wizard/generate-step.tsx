import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerationKindName } from '@forja/contracts';
import { Spinner } from '@/components/ui/spinner';
import type { TimedRule } from '@/lib/wizard/timed-progress';
import type { GenerationHandle } from '@/lib/wizard/use-generation';
import { CancelGeneration } from './cancel-generation';
import { GenerationError } from './generation-error';
import { GenerationProgress } from './generation-progress';

/** The step's wording; by default the studio namespace's `generate.*` keys. */
export interface GenerateStepTexts {
  /** The progress title ("Writing your voice-over…"): `generate.running`. */
  running: string;
  /** The progress bar's accessible name: `generate.progressLabel`. */
  progressLabel: string;
  /** The error's title: `generate.errorTitle`. */
  errorTitle: string;
  /** The retry button: `generate.retry`. */
  retry: string;
  /** The key of the message for errors without their own: `<namespace>:generate.failed`. */
  failedKey: string;
  /** The same for a cancelled generation (default: failedKey). */
  cancelledKey: string;
  /** The cancel button's label: `wizard:progress.cancel`. */
  cancel: string;
}

type GenerationView = Pick<
  GenerationHandle<GenerationKindName>,
  'status' | 'error' | 'stage' | 'percent' | 'startedAt' | 'restarted' | 'cancelling' | 'cancel'
>;

interface GenerateStepProps {
  generation: GenerationView;
  /** The studio's translation namespace, where the default texts are. */
  namespace: string;
  texts?: Partial<GenerateStepTexts>;
  onRetry: () => void;
  /** Failed or cancelled (default: the generation's status says so). */
  failed?: boolean;
  /** A quick generation: a spinner line instead of the progress bar. */
  quick?: boolean;
  /** How the timed bar moves, when the studio has its own rule. */
  timedRule?: TimedRule;
  /** When it started, if the studio knows better than the generation (e.g. kept in its draft). */
  startedAt?: number | null;
  /** The last failure's message, for the progress's 'very long' hint. */
  lastErrorText?: string | null;
  /** Offers to stop it while it runs: a plain button, or one that asks first. */
  cancel?: 'button' | 'confirm';
  /** Under the progress only (e.g. "you can leave this page"). */
  runningNote?: ReactNode;
  /** Under the progress and under the error (e.g. the cost banner). */
  children?: ReactNode;
}

/**
 * The generate step of every studio: the running generation's progress (stage, percent or
 * timed), optionally a cancel; once it failed or was cancelled, the translated reason, that
 * nothing was charged, and Retry. A new studio needs only
 * `<GenerateStep generation={studio.generation} namespace="<its namespace>" onRetry={studio.retry} />`
 * and the `generate.*` keys in its namespace.
 */
export function GenerateStep(props: GenerateStepProps) {
  const { generation, namespace } = props;
  const { t } = useTranslation(namespace);
  const texts: GenerateStepTexts = {
    running: t('generate.running'),
    progressLabel: t('generate.progressLabel'),
    errorTitle: t('generate.errorTitle'),
    retry: t('generate.retry'),
    failedKey: `${namespace}:generate.failed`,
    cancelledKey: props.texts?.failedKey ?? `${namespace}:generate.failed`,
    cancel: t('wizard:progress.cancel'),
    ...props.texts,
  };
  const cancelled = generation.status === 'cancelled';
  const failed = props.failed ?? (generation.status === 'failed' || cancelled);

  if (failed) {
    return (
      <div className="grid gap-4">
        <GenerationError
          title={texts.errorTitle}
          error={cancelled ? null : generation.error}
          fallbackKey={cancelled ? texts.cancelledKey : texts.failedKey}
          retryLabel={texts.retry}
          onRetry={props.onRetry}
        />
        {props.children}
      </div>
    );
  }
  if (props.quick) {
    return (
      <p role="status" className="flex items-center gap-3 py-6" data-testid="generation-quick">
        <Spinner />
        {texts.running}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <GenerationProgress
        title={texts.running}
        label={texts.progressLabel}
        stage={generation.stage}
        percent={generation.status === 'succeeded' ? 100 : generation.percent}
        startedAt={props.startedAt ?? generation.startedAt}
        restarted={generation.restarted}
        lastErrorText={props.lastErrorText}
        timedRule={props.timedRule}
      />
      {props.runningNote}
      {props.children}
      {props.cancel && (
        <CancelGeneration generation={generation} ask={props.cancel === 'confirm'} label={texts.cancel} />
      )}
    </div>
  );
}
