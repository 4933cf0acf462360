import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { FormField } from '@/components/form/form-field';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useGenerationDemo } from '@/lib/api/generations';
import { useArticleExtras } from '@/lib/article-extras';
import type { SaverState } from '../actions/save';
import { hasUnsavedChanges, type ArticleDraft } from '../model/article-draft';
import { ArticleActions } from './article-actions';
import { ArticleEditor } from './article-editor';
import { VersionSelect } from './version-select';
import { WordPressPublishForm } from './wordpress-publish-form';

/** The parts of the article the user edits on this step. */
export type ArticleEdit = Partial<Pick<ArticleDraft, 'title' | 'metaDescription' | 'generatedContent'>>;

interface ResultStepProps {
  draft: ArticleDraft;
  onEdit: (edit: ArticleEdit) => void;
  saverState: SaverState;
  onSave: () => void;
  onShowVersion: (generationId: string) => void;
}

/**
 * Step 5: the article, formatted; Edit opens its title, meta description and text for editing.
 * Its actions, the versions generated in this draft, and the WordPress publish form.
 */
export function ResultStep({ draft, onEdit, saverState, onSave, onShowVersion }: ResultStepProps) {
  const { t } = useTranslation('article-wizard');
  const [editing, setEditing] = useState(false);
  const demo = useGenerationDemo(draft.generationId);
  // Schedule for the saved article (app/ gives scheduling).
  const extras = useArticleExtras();
  return (
    <div className="grid gap-6">
      <Card className="gap-4">
        <CardHeader className="gap-3 px-4 sm:px-6">
          <VersionSelect draft={draft} onSelect={onShowVersion} />
          {editing ? (
            <div className="grid gap-4">
              <FormField id="result-title" label={t('result.titleLabel')}>
                {(control) => (
                  <Input
                    {...control}
                    value={draft.title}
                    maxLength={TITLE_MAX_LENGTH}
                    onChange={(event) => onEdit({ title: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id="result-meta"
                label={t('result.metaDescription')}
                hint={t('result.metaHint', { length: draft.metaDescription.length })}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    value={draft.metaDescription}
                    maxLength={META_DESCRIPTION_MAX_LENGTH}
                    onChange={(event) => onEdit({ metaDescription: event.target.value })}
                  />
                )}
              </FormField>
            </div>
          ) : (
            <>
              <h3 className="text-2xl leading-tight font-bold break-words" data-testid="article-title">
                {draft.title}
              </h3>
              {draft.metaDescription && (
                <p className="text-sm break-words text-muted-foreground" data-testid="article-meta">
                  <span className="font-medium text-foreground">{t('result.metaDescription')}: </span>
                  {draft.metaDescription}
                </p>
              )}
            </>
          )}
          {draft.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('result.tags')}>
              {draft.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          <ArticleActions
            draft={draft}
            editing={editing}
            onToggleEditing={() => setEditing((e) => !e)}
            saverState={saverState}
            onSave={onSave}
          />
          {editing && <p className="text-sm text-muted-foreground">{t('result.editingHint')}</p>}
          <DemoGeneratorNotice demo={demo} />
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ArticleEditor
            value={draft.generatedContent}
            onChange={(generatedContent) => onEdit({ generatedContent })}
            editing={editing}
            label={t('result.contentLabel')}
          />
        </CardContent>
      </Card>
      <WordPressPublishForm
        key={draft.generationId ?? 'article'}
        draft={draft}
        scheduling={extras?.({
          id: draft.savedArticleId ?? null,
          saved: !hasUnsavedChanges(draft),
          title: draft.title,
          excerpt: draft.metaDescription,
          tags: draft.tags,
        })}
      />
    </div>
  );
}
