import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ArticleDraft } from '../model/article-draft';

interface VersionSelectProps {
  draft: ArticleDraft;
  onSelect: (generationId: string) => void;
}

/** The articles generated in this draft, newest first; shown once there is more than one. */
export function VersionSelect({ draft, onSelect }: VersionSelectProps) {
  const { t, i18n } = useTranslation('wizard');
  if (draft.versions.length < 2 || draft.generationId === null) return null;
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short', dateStyle: 'short' });
  const versions = draft.versions.map((version, index) => ({ ...version, number: index + 1 })).reverse();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="article-versions">
      <History aria-hidden="true" className="size-4 text-muted-foreground" />
      <Label htmlFor="article-version" className="text-sm">
        {t('versions.label')}
      </Label>
      <Select value={draft.generationId} onValueChange={onSelect}>
        <SelectTrigger id="article-version" className="w-auto min-w-0 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {versions.map((version) => (
            <SelectItem key={version.generationId} value={version.generationId}>
              {t('versions.option', {
                number: version.number,
                time: time.format(new Date(version.createdAt)),
              })}
              {version.generationId === draft.generationId ? ` (${t('versions.current')})` : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
