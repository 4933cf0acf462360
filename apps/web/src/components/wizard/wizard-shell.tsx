import { useEffect, useRef, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { StepNav, type WizardStep } from './step-nav';
import { WizardFooter, type WizardFooterProps } from './wizard-footer';

interface WizardShellProps {
  title: string;
  subtitle: string;
  /** Beside the title (a studio's "Run a batch"). */
  headerAction?: ReactNode;
  navLabel: string;
  steps: readonly WizardStep[];
  /** 1-based. */
  current: number;
  /** Goes back to a completed step from the step navigation. */
  onSelectStep?: (step: number) => void;
  /** Shown between the step navigation and the step (e.g. a provider-not-ready alert). */
  notice?: ReactNode;
  stepHeading: string;
  stepHelp: string;
  /** The step's test id: `wizard-step-<id>`. */
  stepId: string;
  /** Steps that lay out their own cards go without the shell's card. */
  bare?: boolean;
  footer: WizardFooterProps;
  children: ReactNode;
}

/**
 * The frame every studio wizard shares: title, step navigation, the step with its heading and
 * help, Back and the forward button. Moving to another step moves the focus to its heading,
 * so keyboard and screen reader users start reading the new step (not the old button).
 */
export function WizardShell(props: WizardShellProps) {
  const { current, stepId, footer } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: false });
  }, [current]);

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
          <p className="text-muted-foreground">{props.subtitle}</p>
        </div>
        {props.headerAction}
      </div>
      <StepNav
        label={props.navLabel}
        steps={props.steps}
        current={current}
        onSelect={props.onSelectStep}
        locked={footer.backDisabled}
      />
      {props.notice}
      <section
        aria-labelledby="wizard-step-heading"
        className="grid min-w-0 gap-4"
        data-testid={`wizard-step-${stepId}`}
      >
        <div className="grid gap-1">
          <h2
            id="wizard-step-heading"
            ref={heading}
            tabIndex={-1}
            className="rounded-sm text-xl font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {props.stepHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{props.stepHelp}</p>
        </div>
        {props.bare ? (
          props.children
        ) : (
          <Card className="py-5 sm:py-6">
            <CardContent className="px-4 sm:px-6">{props.children}</CardContent>
          </Card>
        )}
        <WizardFooter {...footer} />
      </section>
    </div>
  );
}
