import { useTranslation } from 'react-i18next';
import { presetOfBaseUrl, SERVER_PRESETS, type ServerKind, type ServerPreset } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { NativeSelect } from './native-select';

const CUSTOM = 'custom';

/**
 * The servers self-hosters run for this kind; picking one fills its usual base URL. The
 * choice shown is read from the address, so an address typed by hand shows "Other".
 */
export function ServerPresetSelect({
  id,
  kind,
  baseUrl,
  onPick,
  className,
}: {
  id: string;
  className?: string;
  kind: ServerKind;
  baseUrl: string;
  onPick: (preset: ServerPreset) => void;
}) {
  const { t } = useTranslation('generation-settings');
  const current = presetOfBaseUrl(kind, baseUrl);
  const hint = current
    ? t(current.needsKey ? 'servers.presetNeedsKey' : 'servers.presetLocal', { name: current.label })
    : t('servers.presetHint');
  return (
    <FormField id={id} className={className} label={t('servers.preset')} hint={hint}>
      {(control) => (
        <NativeSelect
          {...control}
          value={current?.id ?? CUSTOM}
          onChange={(e) => {
            const preset = SERVER_PRESETS[kind].find((p) => p.id === e.target.value);
            if (preset) onPick(preset);
          }}
        >
          {SERVER_PRESETS[kind].map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM}>{t('servers.custom')}</option>
        </NativeSelect>
      )}
    </FormField>
  );
}
