import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CircleCheck, Send } from 'lucide-react';
import { WORDPRESS_POST_STATUSES, type WordPressPostStatus } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { SubmitButton } from '@/components/form/submit-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useWordPressConnection } from '@/lib/api/connections';
import { settingsTab } from '@/config/paths';
import { usePublishToWordPress } from '../api/publish-to-wordpress';
import type { ArticleDraft } from '../model/article-draft';
import { sanitizeHtml } from '../model/sanitize-html';
import { OptionSelect } from '@/components/form/option-select';
import { WordPressPostFields, type WordPressPostValues } from '@/components/publishing/wordpress-post-fields';

const CONNECTIONS_SETTINGS_PATH = settingsTab('connections');

/**
 * The WordPress publish form: title, excerpt (the meta description), status
 * (draft by default), categories and tags as comma-separated text. Enabled only with a
 * WordPress connection, shown by a 'Connected' badge; otherwise a hint links to Settings.
 * `scheduling` (the saved article's Schedule) shows under it.
 */
export function WordPressPublishForm({ draft, scheduling }: { draft: ArticleDraft; scheduling?: ReactNode }) {
  const { t } = useTranslation('article-wizard');
  const connection = useWordPressConnection();
  const publish = usePublishToWordPress();
  const [post, setPost] = useState<WordPressPostValues>({
    title: draft.title,
    excerpt: draft.metaDescription,
    categories: '',
    tags: draft.tags.join(', '),
  });
  const [status, setStatus] = useState<WordPressPostStatus>('draft');
  const connected = connection.wordpress?.connected === true;
  const site =
    connection.wordpress?.platform === 'wordpress' ? connection.wordpress.display?.siteUrl : undefined;
  const disabled = !connected || publish.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return;
    publish.mutate(
      {
        title: post.title.trim() || draft.title.trim(),
        content: sanitizeHtml(draft.generatedContent),
        excerpt: post.excerpt,
        status,
        categories: post.categories,
        tags: post.tags,
        imageFileId: draft.imageFileId ?? undefined,
      },
      {
        onSuccess: (result) =>
          toast.success(t('wordpress.success', { id: result.postId }), {
            action: result.postUrl
              ? {
                  label: t('wordpress.viewPost'),
                  onClick: () => window.open(result.postUrl!, '_blank', 'noopener'),
                }
              : undefined,
          }),
        onError: (error) =>
          toast.error(t('wordpress.failedTitle'), {
            description: errorMessage(t, error, 'article-wizard:wordpress.failed'),
          }),
      },
    );
  };

  return (
    <Card className="gap-4" data-testid="wordpress-publish">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t('wordpress.title')}</CardTitle>
          {site && <CardDescription className="break-all">{t('wordpress.site', { site })}</CardDescription>}
        </div>
        {connected && (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {t('wordpress.connected')}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {connection.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : connection.isError ? (
          <LoadError
            title={t('wordpress.loadFailed')}
            message={errorMessage(t, connection.error)}
            onRetry={() => void connection.refetch()}
            retrying={connection.isFetching}
          />
        ) : (
          !connected && (
            <Alert variant="info">
              <AlertTitle>{t('wordpress.notConnected')}</AlertTitle>
              <AlertDescription>
                <p>{t('wordpress.connectHint')}</p>
                <Link to={CONNECTIONS_SETTINGS_PATH} className="font-medium underline underline-offset-4">
                  {t('wordpress.connectLink')}
                </Link>
              </AlertDescription>
            </Alert>
          )
        )}
        <form onSubmit={submit} className="grid gap-4" aria-disabled={!connected || undefined}>
          <fieldset disabled={disabled} className="grid gap-4 disabled:opacity-70">
            <WordPressPostFields
              idPrefix="wp"
              labels={{
                title: t('wordpress.postTitle'),
                excerpt: t('wordpress.excerpt'),
                categories: t('wordpress.categories'),
                tags: t('wordpress.tags'),
                commaHint: t('wordpress.commaHint'),
              }}
              values={post}
              onChange={(change) => setPost((old) => ({ ...old, ...change }))}
              leading={
                <OptionSelect
                  id="wp-status"
                  label={t('wordpress.status')}
                  value={status}
                  options={WORDPRESS_POST_STATUSES}
                  optionLabel={(v) => t(`wordpress.statuses.${v}`)}
                  onChange={setStatus}
                  disabled={disabled}
                />
              }
            />
          </fieldset>
          <SubmitButton
            pending={publish.isPending}
            pendingLabel={t('wordpress.publishing')}
            disabled={!connected}
            className="justify-self-start"
          >
            <Send aria-hidden="true" />
            {t('wordpress.publish')}
          </SubmitButton>
        </form>
        {scheduling && <div className="flex flex-wrap items-center gap-2">{scheduling}</div>}
      </CardContent>
    </Card>
  );
}
