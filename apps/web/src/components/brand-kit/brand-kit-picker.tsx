import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandKit } from '@forja/contracts';
import { ChevronDown } from 'lucide-react';
import { inputStyles } from '@/components/ui/field-styles';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { defaultKitOf, useBrandKits } from '@/lib/brand-kits';

const NONE = 'none';

interface BrandKitPickerProps {
  /** The select's id (one picker per options step). */
  id: string;
  /**
   * The kit the draft took: its id, null for "None" chosen, undefined for a draft that has not
   * chosen yet (it takes the user's default kit once the list arrives).
   */
  value: string | null | undefined;
  /**
   * A kit chosen (or the default taken): the studio fills its options from it and keeps its
   * brief; null clears the kit (the options stay as they are).
   */
  onApply: (kit: BrandKit | null) => void;
  disabled?: boolean;
}

/**
 * "Brand kit: None / <kits>" above a studio's options (the user's own kits and the team's).
 * Its texts are a namespace of their own (brand-kit-picker), so a studio does not load the
 * labels of Settings -> Brand kits.
 */
export function BrandKitPicker({ id, value, onApply, disabled }: BrandKitPickerProps) {
  const { t } = useTranslation('brand-kit-picker');
  const kits = useBrandKits();
  const list = kits.data ?? [];
  const chosen = value ? list.find((kit) => kit.id === value) : undefined;

  // The latest callback, so the effects below run on the list's arrival only.
  const apply = useRef(onApply);
  apply.current = onApply;

  // A fresh draft starts from the default kit, once.
  const tookDefault = useRef(false);
  useEffect(() => {
    if (value !== undefined || !kits.data || tookDefault.current) return;
    const kit = defaultKitOf(kits.data);
    if (!kit) return;
    tookDefault.current = true;
    apply.current(kit);
  }, [value, kits.data]);

  // A kit deleted since it was chosen: its brief goes with it (the options it filled in stay).
  useEffect(() => {
    if (value && kits.data && !kits.data.some((kit) => kit.id === value)) apply.current(null);
  }, [value, kits.data]);

  const labelOf = (kit: BrandKit) => (kit.team ? t('teamKit', { name: kit.name }) : kit.name);

  // A native select: light (the voice-over studio has no Radix select to share) and the
  // platform's own keyboard and touch handling, 375 px included.
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('label')}</Label>
      <div className="relative sm:max-w-md">
        <select
          id={id}
          // Drawn like the studios' other selects: a select counts as read-only in CSS (no bg-muted
          // here), and the platform's arrow gives way to the same chevron.
          className={cn(inputStyles, 'appearance-none pr-9 read-only:bg-background')}
          value={chosen?.id ?? NONE}
          disabled={disabled || kits.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onApply(list.find((kit) => kit.id === event.target.value) ?? null)}
        >
          <option value={NONE}>{t('none')}</option>
          {list.map((kit) => (
            <option key={kit.id} value={kit.id}>
              {labelOf(kit)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {kits.isError ? t('loadFailed') : t('hint')}
      </p>
    </div>
  );
}
