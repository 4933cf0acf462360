import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import type { PublishResult } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { usePublishArticle } from '../api/publish-article';
import { settingsTab } from '@/config/paths';

const CONNECTIONS_SETTINGS_PATH = settingsTab('connections');

function PublishedDescription({ result }: { result: PublishResult }) {
  const { t } = useTranslation('articles-archive');
  return (
    <span className="grid gap-1">
      <span>
        {t('publish.postId', { id: result.postId })}{' '}
        {t(`publish.status.${result.status}`, {
          defaultValue: t('publish.status.other', { status: result.status }),
        })}
      </span>
      {result.postUrl && (
        <a href={result.postUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline">
          {t('publish.view')}
        </a>
      )}
    </span>
  );
}

/**
 * One click sends the saved article to the connected WordPress site as a draft (its title,
 * meta description as excerpt, tags and image), to be reviewed there before it goes live.
 * Once published, the same click updates that post.
 */
export function PublishArticleButton({ id, published }: { id: string; published: boolean }) {
  const { t } = useTranslation('articles-archive');
  const navigate = useNavigate();
  const publish = usePublishArticle();

  const onClick = () =>
    publish.mutate(id, {
      onSuccess: (result) =>
        toast.success(t('publish.success'), {
          description: <PublishedDescription result={result} />,
          duration: 10_000,
        }),
      onError: (error) => {
        if (isApiRequestError(error) && error.code === 'WORDPRESS_NOT_CONNECTED') {
          toast.error(t('publish.notConnected'), {
            description: t('publish.notConnectedHint'),
            action: {
              label: t('publish.openSettings'),
              onClick: () => void navigate(CONNECTIONS_SETTINGS_PATH),
            },
            duration: 10_000,
          });
          return;
        }
        toast.error(t('publish.failed'), {
          description: errorMessage(t, error, 'errors:WORDPRESS_ERROR'),
        });
      },
    });

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={publish.isPending}
      aria-busy={publish.isPending || undefined}
    >
      {publish.isPending ? <Spinner /> : <Send aria-hidden="true" />}
      {publish.isPending ? t('publish.publishing') : published ? t('publish.update') : t('publish.button')}
    </Button>
  );
}
