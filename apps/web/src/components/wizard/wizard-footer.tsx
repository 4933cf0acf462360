import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Check, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ForwardLabel } from '@/lib/wizard/steps';

export interface WizardFooterProps {
  backDisabled: boolean;
  forwardLabel: ForwardLabel;
  forwardDisabled: boolean;
  loading: boolean;
  onBack: () => void;
  onForward: () => void;
}

/** Back and the forward button (continue, generate or finish). */
export function WizardFooter({
  backDisabled,
  forwardLabel,
  forwardDisabled,
  loading,
  onBack,
  onForward,
}: WizardFooterProps) {
  const { t } = useTranslation('wizard');
  const ForwardIcon = forwardLabel === 'generate' ? Sparkles : forwardLabel === 'finish' ? Check : ArrowRight;
  return (
    <div className="flex items-center justify-between gap-3 border-t pt-4">
      <Button type="button" variant="outline" onClick={onBack} disabled={backDisabled}>
        <ArrowLeft aria-hidden="true" />
        {t('nav.back')}
      </Button>
      <Button
        type="button"
        onClick={onForward}
        disabled={forwardDisabled}
        aria-busy={loading || undefined}
        data-testid="wizard-forward"
      >
        {t(`nav.${forwardLabel}`)}
        {loading ? <Spinner /> : <ForwardIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
