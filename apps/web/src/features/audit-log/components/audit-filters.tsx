import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Filter } from 'lucide-react';
import { AUDIT_ACTIONS } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AuditFilters } from '../api/audit';

const ANY = 'any';
export const NO_FILTERS: AuditFilters = { action: '', actor: '', target: '', from: '', to: '' };

/** Action, who, whom and a range of days; applied together with the button (or Enter). */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('audit-log');
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="audit-action">{t('filters.action')}</Label>
        <Select value={draft.action || ANY} onValueChange={(v) => set('action')(v === ANY ? '' : v)}>
          <SelectTrigger id="audit-action" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filters.anyAction')}</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {t(`actions.${action}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-actor">{t('filters.actor')}</Label>
        <Input
          id="audit-actor"
          value={draft.actor}
          onChange={(e) => set('actor')(e.target.value)}
          placeholder={t('filters.personHint')}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-target">{t('filters.target')}</Label>
        <Input
          id="audit-target"
          value={draft.target}
          onChange={(e) => set('target')(e.target.value)}
          placeholder={t('filters.personHint')}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-from">{t('filters.from')}</Label>
        <Input
          id="audit-from"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => set('from')(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">{t('filters.to')}</Label>
        <Input
          id="audit-to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        <Filter aria-hidden="true" />
        {t('filters.apply')}
      </Button>
    </form>
  );
}
