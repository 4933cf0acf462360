import { useTranslation } from 'react-i18next';
import {
  GENERATION_PROVIDER_KINDS,
  type GenerationFamily,
  type GenerationProviderKind,
} from '@forja/contracts';
import { ChoiceTiles } from './choice-tiles';

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
      <ChoiceTiles
        idPrefix={`provider-${family}`}
        labelledBy={legendId}
        value={value}
        onChange={onChange}
        disabled={disabled}
        className="md:grid-cols-3"
        choices={GENERATION_PROVIDER_KINDS.map((kind) => ({
          value: kind,
          label: t(`provider.${kind}`),
          hint: t(`provider.${kind}Hint`),
        }))}
      />
    </div>
  );
}
