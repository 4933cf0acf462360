import { useId, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';

/** A labelled switch with a hint; off and not changeable when the platform does not allow it. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

/** Radio tiles for a privacy choice, with what the platform imposes said right beside it. */
export function PrivacyChoice<T extends string>({
  legend,
  value,
  options,
  optionLabel,
  onChange,
  note,
  error,
}: {
  legend: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  note: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(v) => onChange(v as T)}
        className="grid gap-2"
        aria-label={legend}
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option}`} value={option} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {optionLabel(option)}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <p
        id={`${id}-note`}
        className="flex items-start gap-2 rounded-md bg-blue-50 p-2.5 text-xs text-blue-950"
      >
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>{note}</span>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
