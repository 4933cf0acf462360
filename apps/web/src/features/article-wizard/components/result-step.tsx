import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useGenerationProvider } from '../api/get-generation';
import type { SaverState } from '../actions/save';
import type { ArticleDraft } from '../model/article-draft';
import { ArticleActions } from './article-actions';
import { ArticleEditor } from './article-editor';
import { WordPressPublishForm } from './wordpress-publish-form';

interface ResultStepProps {
  draft: ArticleDraft;
  onContentChange: (html: string) => void;
  saverState: SaverState;
  onSave: () => void;
}

/** Step 5: the article, formatted and editable, its actions, and the WordPress publish form. */
export function ResultStep({ draft, onContentChange, saverState, onSave }: ResultStepProps) {
  const { t } = useTranslation('article-wizard');
  const [editing, setEditing] = useState(false);
  const provider = useGenerationProvider(draft.generationId);
  return (
    <div className="grid gap-6">
      <Card className="gap-4">
        <CardHeader className="gap-3 px-4 sm:px-6">
          <h3 className="text-2xl leading-tight font-bold break-words" data-testid="article-title">
            {draft.title}
          </h3>
          {draft.metaDescription && (
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{t('result.metaDescription')}: </span>
              {draft.metaDescription}
            </p>
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
          <DemoGeneratorNotice provider={provider} />
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ArticleEditor
            value={draft.generatedContent}
            onChange={onContentChange}
            editing={editing}
            label={t('result.contentLabel')}
          />
        </CardContent>
      </Card>
      <WordPressPublishForm key={draft.generationId ?? 'article'} draft={draft} />
    </div>
  );
}
