import { Label } from '@/components/ui/label';

export interface CheckboxOption<T extends string> {
  value: T;
  /** Already translated, like the description. */
  label: string;
  description: string;
}

interface CheckboxListProps<T extends string> {
  id: string;
  legend: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Already translated. */
  error?: string;
  disabled?: boolean;
}

/** A group of checkboxes, each with a line that says what it means; the error is read with the group. */
export function CheckboxList<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
}: CheckboxListProps<T>) {
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <fieldset id={id} className="grid gap-3" aria-describedby={errorId} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option) => {
        const boxId = `${id}-${option.value.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <div key={option.value} className="flex items-start gap-2">
            <input
              id={boxId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${boxId}-hint`}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={boxId}>{option.label}</Label>
              <p id={`${boxId}-hint`} className="text-xs text-muted-foreground">
                {option.description}
              </p>
            </div>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
