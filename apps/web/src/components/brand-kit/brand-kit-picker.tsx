import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandKit } from '@forja/contracts';
import { OptionSelect } from '@/components/form/option-select';
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

/** "Brand kit: None / <kits>" above a studio's options (the user's own kits and the team's). */
export function BrandKitPicker({ id, value, onApply, disabled }: BrandKitPickerProps) {
  const { t } = useTranslation('brand-kits');
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

  const options = [NONE, ...list.map((kit) => kit.id)];
  const labelOf = (option: string) => {
    const kit = list.find((k) => k.id === option);
    if (!kit) return t('picker.none');
    return kit.team ? t('picker.teamKit', { name: kit.name }) : kit.name;
  };

  return (
    <div className="grid gap-1.5">
      <OptionSelect
        id={id}
        label={t('picker.label')}
        value={chosen?.id ?? NONE}
        options={options}
        optionLabel={labelOf}
        onChange={(option) => onApply(list.find((kit) => kit.id === option) ?? null)}
        disabled={disabled || kits.isPending}
      />
      <p className="text-xs text-muted-foreground">
        {kits.isError ? t('picker.loadFailed') : t('picker.hint')}
      </p>
    </div>
  );
}
