import { useTranslation } from 'react-i18next';
import {
  GENERATION_PROVIDER_KINDS,
  type GenerationFamily,
  type GenerationProviderKind,
} from '@forja/contracts';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/** One family's provider: three labelled tiles, the offline provider first. */
export function ProviderChoice({
  family,
  value,
  onChange,
  disabled,
}: {
  family: GenerationFamily;
  value: GenerationProviderKind;
  onChange: (value: GenerationProviderKind) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation-settings');
  const legendId = `provider-${family}-legend`;
  return (
    <div className="grid gap-2">
      <p id={legendId} className="text-sm font-medium">
        {t('provider.legend')}
      </p>
      <RadioGroup
        aria-labelledby={legendId}
        value={value}
        onValueChange={(v) => onChange(v as GenerationProviderKind)}
        disabled={disabled}
        className="grid gap-2 md:grid-cols-3"
      >
        {GENERATION_PROVIDER_KINDS.map((kind) => {
          const id = `provider-${family}-${kind}`;
          return (
            <div
              key={kind}
              className="relative flex items-start gap-3 rounded-md border p-3 transition-colors hover:bg-muted/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem id={id} value={kind} aria-describedby={`${id}-hint`} className="mt-0.5" />
              <span className="grid gap-1">
                {/* The label stretches over the whole tile, so a click anywhere picks it. */}
                <label
                  htmlFor={id}
                  className="cursor-pointer text-sm leading-tight font-medium after:absolute after:inset-0 after:content-['']"
                >
                  {t(`provider.${kind}`)}
                </label>
                <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {t(`provider.${kind}Hint`)}
                </span>
              </span>
            </div>
          );
        })}
      </RadioGroup>
    </div>
  );
}
