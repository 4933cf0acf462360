import type { ComponentProps } from 'react';
import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { validationMessage } from '@/lib/errors';
import type { SettingsFormValues } from './form-values';

/** A text field of the settings form: an address, a model, a voice, a key. */
export type SettingsTextField = FieldPathByValue<SettingsFormValues, string>;

/**
 * The settings cards' text inputs, made one way: registered with the form, no autocomplete or
 * spell check (addresses, model names and keys are not words), a length limit; and the
 * message of a field's error in the page language.
 */
export function useSettingsFields() {
  const { t } = useTranslation('generation-settings');
  const form = useFormContext<SettingsFormValues>();
  const errorOf = (name: SettingsTextField) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? validationMessage(t, message) : undefined;
  };
  const input =
    (name: SettingsTextField, maxLength: number, extra: ComponentProps<'input'> = {}) =>
    (control: FieldControlProps) => (
      <Input
        {...control}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        {...extra}
        {...form.register(name)}
      />
    );
  return { errorOf, input };
}
