import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleExtrasItem } from '@/lib/article-extras';
import { ItemSchedules } from './item-schedules';
import { ScheduleButton } from './schedule-button';

/**
 * An article's "Schedule" (to WordPress) beside its Publish, and its planned publications
 * below its actions. A schedule publishes the saved article (the server reads it at the
 * time), so in the wizard it waits for the article to be saved, and says so, rather than
 * schedule an older version.
 */
export function ArticleScheduling({ article }: { article: ArticleExtrasItem }) {
  const { t } = useTranslation('scheduling');
  const hintId = useId();
  const { id, title, excerpt, tags } = article;
  const ready = id !== null && article.saved;
  return (
    <>
      <ScheduleButton
        target={{ platform: 'wordpress', itemId: id ?? '', title, excerpt, tags }}
        disabled={!ready}
        describedBy={ready ? undefined : hintId}
      />
      {!ready && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('saveFirst')}
        </p>
      )}
      {id && <ItemSchedules itemId={id} target={{ itemId: id, title, excerpt, tags }} />}
    </>
  );
}
