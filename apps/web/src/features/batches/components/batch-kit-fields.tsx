import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandKit } from '@forja/contracts';
import { OptionSelect } from '@/components/form/option-select';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { defaultKitOf, useBrandKits } from '@/lib/brand-kits';
import { DEFAULT_KIT, NO_KIT, type BatchDraft } from '../model/batch-draft';

export interface KitChoice {
  kits: readonly BrandKit[];
  /** The kit the batch runs with (null: none). */
  kitId: string | null;
  loading: boolean;
  error: unknown;
}

/** The draft's kit as the user's kits have it: `default` is their default kit, a kit gone is none. */
export function useKitChoice(choice: string): KitChoice {
  const kits = useBrandKits();
  const items = kits.data ?? [];
  const kitId =
    choice === NO_KIT
      ? null
      : choice === DEFAULT_KIT
        ? (defaultKitOf(items)?.id ?? null)
        : (items.find((kit) => kit.id === choice)?.id ?? null);
  return { kits: items, kitId, loading: kits.isPending, error: kits.error };
}

interface BatchKitFieldsProps {
  draft: BatchDraft;
  onChange: (patch: Partial<BatchDraft>) => void;
  kit: KitChoice;
}

/** The brand kit every row starts from (none, or one of the user's; their default preselected) and automatic saving. */
export function BatchKitFields({ draft, onChange, kit }: BatchKitFieldsProps) {
  const { t } = useTranslation('batches');
  const id = useId();
  const options = [NO_KIT, ...kit.kits.map((k) => k.id)];
  const names = new Map(kit.kits.map((k) => [k.id, k.team ? t('kit.team', { name: k.name }) : k.name]));
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <div className="grid gap-1">
        <OptionSelect
          id={`${id}-kit`}
          label={t('kit.label')}
          value={kit.kitId ?? NO_KIT}
          options={options}
          optionLabel={(option) => (option === NO_KIT ? t('kit.none') : (names.get(option) ?? option))}
          onChange={(value) => onChange({ brandKit: value })}
          disabled={kit.loading}
        />
        {kit.error != null && (
          <p className="text-sm text-destructive">
            {t('kit.loadFailed')} {errorMessage(t, kit.error)}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 sm:pb-2">
        <input
          id={`${id}-auto-save`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={draft.autoSave}
          onChange={(event) => onChange({ autoSave: event.target.checked })}
        />
        <Label htmlFor={`${id}-auto-save`}>{t('new.autoSave')}</Label>
      </div>
    </div>
  );
}
