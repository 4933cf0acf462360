import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface OptionSelectProps<T extends string | number> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  /** The visible text of an option. */
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A labelled select over a fixed list (values may be numbers, such as word counts). */
export function OptionSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  disabled,
}: OptionSelectProps<T>) {
  return (
    <div className="grid min-w-0 gap-2">
      {/* The same label row as FormField, so selects and inputs line up side by side. */}
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
      </div>
      <Select
        value={String(value)}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((o) => String(o) === next);
          if (option !== undefined) onChange(option);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={String(option)} value={String(option)}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
