import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CircleCheck, Send } from 'lucide-react';
import { WORDPRESS_POST_STATUSES, type WordPressPostStatus } from '@forja/contracts';
import { LoadError } from '@/components/feedback/load-error';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useWordPressConnection } from '@/lib/api/connections';
import { settingsTab } from '@/config/paths';
import { usePublishToWordPress } from '../api/publish-to-wordpress';
import type { ArticleDraft } from '../model/article-draft';
import { sanitizeHtml } from '../model/sanitize-html';
import { OptionSelect } from '@/components/form/option-select';

const CONNECTIONS_SETTINGS_PATH = settingsTab('connections');

/**
 * The WordPress publish form: title, excerpt (the meta description), status
 * (draft by default), categories and tags as comma-separated text. Enabled only with a
 * WordPress connection, shown by a 'Connected' badge; otherwise a hint links to Settings.
 */
export function WordPressPublishForm({ draft }: { draft: ArticleDraft }) {
  const { t } = useTranslation('article-wizard');
  const connection = useWordPressConnection();
  const publish = usePublishToWordPress();
  const [title, setTitle] = useState(draft.title);
  const [excerpt, setExcerpt] = useState(draft.metaDescription);
  const [status, setStatus] = useState<WordPressPostStatus>('draft');
  const [categories, setCategories] = useState('');
  const [tags, setTags] = useState(draft.tags.join(', '));
  const connected = connection.wordpress?.connected === true;
  const site =
    connection.wordpress?.platform === 'wordpress' ? connection.wordpress.display?.siteUrl : undefined;
  const disabled = !connected || publish.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return;
    publish.mutate(
      {
        title: title.trim() || draft.title.trim(),
        content: sanitizeHtml(draft.generatedContent),
        excerpt,
        status,
        categories,
        tags,
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
            <FormField id="wp-title" label={t('wordpress.postTitle')}>
              {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
            </FormField>
            <FormField id="wp-excerpt" label={t('wordpress.excerpt')}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={excerpt}
                  onChange={(e) => setExcerpt(e.target.value)}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <OptionSelect
                id="wp-status"
                label={t('wordpress.status')}
                value={status}
                options={WORDPRESS_POST_STATUSES}
                optionLabel={(v) => t(`wordpress.statuses.${v}`)}
                onChange={setStatus}
                disabled={disabled}
              />
              <FormField id="wp-categories" label={t('wordpress.categories')} hint={t('wordpress.commaHint')}>
                {(control) => (
                  <Input {...control} value={categories} onChange={(e) => setCategories(e.target.value)} />
                )}
              </FormField>
              <FormField id="wp-tags" label={t('wordpress.tags')} hint={t('wordpress.commaHint')}>
                {(control) => <Input {...control} value={tags} onChange={(e) => setTags(e.target.value)} />}
              </FormField>
            </div>
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
      </CardContent>
    </Card>
  );
}
