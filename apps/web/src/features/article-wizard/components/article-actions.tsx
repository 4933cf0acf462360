import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { BookmarkCheck, Check, Copy, Download, Pencil, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { SaverState } from '../actions/save';
import { hasUnsavedChanges, type ArticleDraft } from '../model/article-draft';
import { articleDocument, articleFileName, downloadFile, htmlToPlainText } from '../model/article-html';
import { sanitizeHtml } from '../model/sanitize-html';

interface ArticleActionsProps {
  draft: ArticleDraft;
  editing: boolean;
  onToggleEditing: () => void;
  saverState: SaverState;
  onSave: () => void;
}

/** Edit, copy as plain text, download as HTML, and save to the library. */
export function ArticleActions({ draft, editing, onToggleEditing, saverState, onSave }: ArticleActionsProps) {
  const { t } = useTranslation('article-wizard');
  const saving = saverState !== 'idle';
  const unsaved = hasUnsavedChanges(draft);
  const saveLabel = saving
    ? t('save.saving')
    : !unsaved
      ? t('save.saved')
      : draft.savedArticleId
        ? t('save.saveChanges')
        : t('save.save');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(htmlToPlainText(sanitizeHtml(draft.generatedContent)));
      toast.success(t('result.copied'));
    } catch {
      toast.error(t('result.copyFailed'));
    }
  };

  const download = () => {
    try {
      const html = articleDocument({
        title: draft.title.trim(),
        html: sanitizeHtml(draft.generatedContent),
        language: draft.language,
        description: draft.metaDescription,
      });
      downloadFile(articleFileName(draft.title), html);
    } catch {
      toast.error(t('result.downloadFailed'));
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant={editing ? 'secondary' : 'outline'}
        size="sm"
        onClick={onToggleEditing}
        aria-pressed={editing}
      >
        {editing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        {editing ? t('result.doneEditing') : t('result.edit')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {t('result.copy')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={download}>
        <Download aria-hidden="true" />
        {t('result.download')}
      </Button>
      <Button
        type="button"
        size="sm"
        className={cn(
          'sm:ml-auto',
          !unsaved && !saving && 'border-success text-success disabled:opacity-100',
        )}
        variant={unsaved || saving ? 'default' : 'outline'}
        onClick={onSave}
        disabled={saving || !unsaved}
        aria-busy={saving || undefined}
        data-testid="save-article"
      >
        {saving ? <Spinner /> : unsaved ? <Save aria-hidden="true" /> : <BookmarkCheck aria-hidden="true" />}
        {saveLabel}
      </Button>
    </div>
  );
}
