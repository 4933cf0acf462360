import { useState, type ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Keyboard, List, RefreshCw } from 'lucide-react';
import { SETTINGS_MODEL_MAX_LENGTH } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SettingsFormValues } from './form-values';
import { NativeSelect } from './native-select';
import { ServerFailureMessage } from './server-failure-message';
import type { ServerList } from './use-server-list';
import { useSettingsFields, type SettingsTextField } from './use-settings-fields';

/**
 * A model (or voice) name: a choice from the server's own list when it has sent one, with a
 * Refresh button and a way to type a name instead (a model the list leaves out, a server with
 * no list). Both write the same form field.
 */
export function ServerListField({
  id,
  name,
  label,
  hint,
  list,
  what,
  emptyOption,
  placeholder,
  className,
}: {
  id: string;
  name: SettingsTextField;
  label: string;
  hint: string;
  list: ServerList;
  what: 'models' | 'voices';
  /** The label of the '' choice when a name is optional (voices: automatic). */
  emptyOption?: string;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const value = useWatch({ control: form.control, name }) as string;
  const { errorOf, input } = useSettingsFields();
  const [typing, setTyping] = useState(false);
  const options = list.options;
  const choosing = !typing && !!options && options.length > 0;
  const status = list.loading
    ? t(`servers.${what}.loading`)
    : options === null
      ? t('servers.voices.none')
      : options?.length === 0
        ? t(`servers.${what}.empty`)
        : options
          ? t(`servers.${what}.listed`, { count: options.length })
          : undefined;
  const select = (control: ComponentProps<'select'>) => (
    <NativeSelect {...control} {...form.register(name)}>
      {emptyOption !== undefined ? (
        <option value="">{emptyOption}</option>
      ) : (
        <option value="" disabled>
          {t(`servers.${what}.choose`)}
        </option>
      )}
      {value && !options?.some((o) => o.id === value) && (
        <option value={value}>{t('servers.notListed', { name: value })}</option>
      )}
      {options?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );

  return (
    <div className={className}>
      <FormField id={id} label={label} hint={hint} error={errorOf(name)}>
        {(control) =>
          choosing ? select(control) : input(name, SETTINGS_MODEL_MAX_LENGTH, { placeholder })(control)
        }
      </FormField>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => list.load()} disabled={list.loading}>
          {list.loading ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t(options === undefined ? `servers.${what}.load` : `servers.${what}.refresh`)}
        </Button>
        {options && options.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setTyping(!typing)}>
            {typing ? <List aria-hidden="true" /> : <Keyboard aria-hidden="true" />}
            {typing ? t('servers.chooseInstead') : t('servers.typeInstead')}
          </Button>
        )}
        <span className="text-xs text-muted-foreground" role="status">
          {status}
        </span>
      </div>
      <div aria-live="polite" className="mt-2 empty:hidden">
        <ServerFailureMessage failure={list.failure} error={list.error} />
      </div>
    </div>
  );
}
