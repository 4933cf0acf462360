import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerationFamily } from '@forja/contracts';
import { GenerationUnavailableAlert } from '@/components/feedback/generation-unavailable-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LeaveGuard } from './leave-guard-dialog';
import { RunBatchLink } from './run-batch-link';
import type { WizardFooterProps } from './wizard-footer';
import { WizardShell } from './wizard-shell';

/** What a studio's wizard hook gives the page: where it is and what its buttons do. */
export interface StudioControls {
  draft: { step: number };
  running: boolean;
  unsaved: boolean;
  backDisabled: boolean;
  forwardDisabled: boolean;
  forwardLabel: WizardFooterProps['forwardLabel'];
  back: () => void;
  forward: () => void;
  goTo: (step: number) => void;
}

interface StudioWizardProps {
  /** The studio's translation namespace: title, subtitle, leave.text and steps.<id>.{title,description,heading,help}. */
  namespace: string;
  stepIds: readonly string[];
  /** Whose provider must be configured: its alert shows on the first steps (none: always ready, as offline speech). */
  family?: GenerationFamily;
  /** How many first steps show the provider alert (before anything is generated). */
  alertSteps?: number;
  /** The current step lays out its own cards (no card around it). */
  bare?: boolean;
  studio: StudioControls;
  /** The current step's content. */
  children: ReactNode;
}

/**
 * A studio page on the wizard kit: the document title, the shell with its steps translated from
 * the studio's namespace and "Run a batch" beside its title, the provider-not-ready alert and
 * the leave-the-page guard.
 */
export function StudioWizard(props: StudioWizardProps) {
  const { namespace, stepIds, family, alertSteps = 2, studio } = props;
  const { t } = useTranslation(namespace);
  useDocumentTitle(t('title'));
  const step = studio.draft.step;
  const id = stepIds[step - 1]!;
  const steps = stepIds.map((stepId) => ({
    id: stepId,
    title: t(`steps.${stepId}.title`),
    description: t(`steps.${stepId}.description`),
  }));

  return (
    <>
      <WizardShell
        title={t('title')}
        subtitle={t('subtitle')}
        headerAction={<RunBatchLink />}
        navLabel={t('steps.label')}
        steps={steps}
        current={step}
        onSelectStep={studio.goTo}
        notice={step <= alertSteps && family && <GenerationUnavailableAlert family={family} />}
        stepHeading={t(`steps.${id}.heading`)}
        stepHelp={t(`steps.${id}.help`)}
        stepId={id}
        bare={props.bare}
        footer={{
          backDisabled: studio.backDisabled,
          forwardDisabled: studio.forwardDisabled,
          forwardLabel: studio.forwardLabel,
          loading: studio.running,
          onBack: studio.back,
          onForward: studio.forward,
        }}
      >
        {props.children}
      </WizardShell>
      <LeaveGuard unsaved={studio.unsaved} description={t('leave.text')} />
    </>
  );
}
