import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint: string;
}

/** A radio group drawn as labelled tiles (a click anywhere on a tile picks it). */
export function ChoiceTiles<V extends string>({
  idPrefix,
  labelledBy,
  value,
  onChange,
  choices,
  disabled,
  className,
}: {
  idPrefix: string;
  /** The id of the element that names the group. */
  labelledBy: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  disabled?: boolean;
  /** The grid: e.g. 'md:grid-cols-3'. */
  className: string;
}) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(v) => onChange(v as V)}
      disabled={disabled}
      className={`grid gap-2 ${className}`}
    >
      {choices.map((choice) => {
        const id = `${idPrefix}-${choice.value}`;
        return (
          <div
            key={choice.value}
            className="relative flex items-start gap-3 rounded-md border p-3 transition-colors hover:bg-muted/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={id} value={choice.value} aria-describedby={`${id}-hint`} className="mt-0.5" />
            <span className="grid gap-1">
              <label
                htmlFor={id}
                className="cursor-pointer text-sm leading-tight font-medium after:absolute after:inset-0 after:content-['']"
              >
                {choice.label}
              </label>
              <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                {choice.hint}
              </span>
            </span>
          </div>
        );
      })}
    </RadioGroup>
  );
}
