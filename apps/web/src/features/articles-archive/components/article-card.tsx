import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDown, FilePenLine } from 'lucide-react';
import { ARTICLE_PREVIEW_LENGTH, type ArticleSummary } from '@forja/contracts';
import { ItemActions } from '@/components/archive/item-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { openArticlePath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { ArticleBody } from './article-body';
import { DeleteArticleButton } from './delete-article-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { MetadataNotice } from './metadata-notice';
import { PublishArticleButton } from './publish-article-button';
import { WordPressStatus } from './wordpress-status';
import { useArticleExtras } from '@/lib/article-extras';

function languageName(code: string, uiLanguage: string | undefined): string {
  try {
    return new Intl.DisplayNames(uiLanguage, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface ArticleCardProps {
  article: ArticleSummary;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A saved article. The header (title, details, preview) opens and closes it; the title
 * is the disclosure button for keyboards and names the card for assistive technology.
 */
export function ArticleCard({ article, expanded, onToggle }: ArticleCardProps) {
  const { t, i18n } = useTranslation('articles-archive');
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const cardRef = useRef<HTMLElement>(null);
  const extras = useArticleExtras();

  // Opening this card closes another one above it, which moves this one up, maybe under
  // the sticky top bar (3.5rem): bring its title back into view.
  useEffect(() => {
    const card = cardRef.current;
    if (expanded && card && card.getBoundingClientRect().top < 64) card.scrollIntoView({ block: 'start' });
  }, [expanded]);
  const language = i18n.resolvedLanguage;
  const created = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(article.createdAt),
  );
  const preview =
    Array.from(article.preview).length >= ARTICLE_PREVIEW_LENGTH
      ? `${article.preview.trimEnd()}…`
      : article.preview;

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      // Clear of the sticky top bar when scrolled to.
      className={cn(
        'scroll-mt-20 rounded-lg border bg-background transition-shadow',
        expanded && 'shadow-md',
      )}
    >
      {/* Pointer users can click anywhere in the header; keyboards use the title button. */}
      <div className="flex cursor-pointer gap-3 p-3 sm:p-4" onClick={onToggle}>
        {article.imageUrl && (
          <img
            src={article.imageUrl}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-md border object-cover sm:size-16"
          />
        )}
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <h4 id={titleId} className="text-base leading-snug font-semibold">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={(event) => {
                event.stopPropagation();
                onToggle();
              }}
              className="rounded-sm text-left break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {article.title}
            </button>
          </h4>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={article.createdAt}>{created}</time>
            <span aria-hidden="true">·</span>
            <span>{languageName(article.language, language)}</span>
            <span aria-hidden="true">·</span>
            <span>{t('card.words', { count: article.wordCount })}</span>
            <Badge variant="secondary">{t(`tones.${article.tone}`, { defaultValue: article.tone })}</Badge>
          </p>
          {!expanded && preview && <p className="text-sm break-words text-muted-foreground">{preview}</p>}
          <DemoGeneratorNotice demo={article.demo} />
        </div>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-1 size-4 shrink-0 text-muted-foreground transition-transform',
            expanded && 'rotate-180',
          )}
        />
      </div>
      {article.fromMetadata && (
        <div className="px-3 pb-3 sm:px-4 sm:pb-4">
          <MetadataNotice metaDescription={article.metaDescription} tags={article.tags} />
        </div>
      )}
      <div id={bodyId} hidden={!expanded} className="border-t px-3 py-5 sm:px-6">
        {expanded && <ArticleBody id={article.id} />}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t px-3 py-3 sm:px-4">
        {article.wordpress && <WordPressStatus wordpress={article.wordpress} />}
        {/* The editor copies, downloads, edits and saves it back (docs/product/article-studio.md). */}
        <Button asChild variant="outline" size="sm">
          <Link to={openArticlePath(article.id)}>
            <FilePenLine aria-hidden="true" />
            {t('card.openInEditor')}
          </Link>
        </Button>
        <ItemActions studio="article" itemId={article.id} variant="outline" />
        <PublishArticleButton id={article.id} published={article.wordpress !== null} />
        {/* Schedule, and what is planned for it (app/ gives scheduling). */}
        {extras?.({
          id: article.id,
          title: article.title,
          excerpt: article.metaDescription,
          tags: article.tags,
          saved: true,
        })}
        <DeleteArticleButton id={article.id} title={article.title} />
      </div>
    </article>
  );
}
