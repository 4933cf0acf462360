import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  OAuthPlatform,
  PublishVideoBody,
  TikTokScheduleFields,
  YouTubeScheduleFields,
} from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { settingsTab } from '@/config/paths';
import { useQuery } from '@tanstack/react-query';
import { connectionEndpoints } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { useConnections } from '@/lib/api/connections';
import { queryKeys } from '@/lib/api/query-keys';
import { errorMessage } from '@/lib/errors';
import { TikTokPublishForm } from './tiktok-publish-form';
import { YouTubePublishForm } from './youtube-publish-form';

/**
 * What TikTok lets the connected account choose now (privacy levels, comments, duet, stitch):
 * read afresh each time a TikTok form opens, as TikTok's guidelines ask.
 */
function useTikTokCreatorInfo(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tiktokCreatorInfo(),
    queryFn: ({ signal }) => apiCall(connectionEndpoints.tiktokCreatorInfo, { signal }),
    enabled,
    staleTime: 0,
  });
}

export const PLATFORM_NAMES: Record<OAuthPlatform, string> = { youtube: 'YouTube', tiktok: 'TikTok' };

/**
 * Whether a video can be sent to `platform` now: connected, not needing a reconnect, and for
 * TikTok its creator info read (what the account may choose) while the panel is `open`.
 * `formShown` says the form (and so a submit button) is on screen.
 */
export function useVideoPlatform(platform: OAuthPlatform, open: boolean) {
  const connections = useConnections();
  const connection = connections.data?.connections.find((c) => c.platform === platform);
  const ready = !!connection?.connected && connection.platform !== 'wordpress' && !connection.needsReconnect;
  const creator = useTikTokCreatorInfo(open && ready && platform === 'tiktok');
  const formShown = ready && (platform === 'youtube' || !!creator.data);
  return { platform, connections, connection, ready, creator, formShown };
}

export type VideoPlatformState = ReturnType<typeof useVideoPlatform>;

interface VideoPlatformFormProps {
  state: VideoPlatformState;
  formId: string;
  videoTitle: string;
  /** The choices of a scheduled publication being edited. */
  initial?: Partial<YouTubeScheduleFields> | Partial<TikTokScheduleFields> | null;
  serverFields: Record<string, string[]> | undefined;
  onSubmit: (body: PublishVideoBody) => void;
}

/**
 * The platform's form for a video (YouTube's or TikTok's), or what stands in its way: a
 * connection to make in Settings, or TikTok's options that could not be read. Publishing now
 * and scheduling both show this one form.
 */
export function VideoPlatformForm({
  state,
  formId,
  videoTitle,
  initial,
  serverFields,
  onSubmit,
}: VideoPlatformFormProps) {
  const { t } = useTranslation('publishing');
  const { platform, connections, connection, ready, creator } = state;
  const name = PLATFORM_NAMES[platform];

  if (connections.isPending || (platform === 'tiktok' && ready && creator.isPending)) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (!ready) {
    return (
      <div className="grid gap-3 text-sm">
        <p>{t(connection?.connected ? 'reconnectFirst' : 'connectFirst', { platform: name })}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={settingsTab('connections')}>{t('openConnections')}</Link>
        </Button>
      </div>
    );
  }
  if (platform === 'tiktok') {
    if (creator.isError || !creator.data) {
      return <ErrorAlert title={t('creatorInfoFailed')} message={errorMessage(t, creator.error)} />;
    }
    return (
      <TikTokPublishForm
        formId={formId}
        videoTitle={videoTitle}
        creator={creator.data}
        initial={initial as Partial<TikTokScheduleFields> | null | undefined}
        serverFields={serverFields}
        onSubmit={onSubmit}
      />
    );
  }
  return (
    <YouTubePublishForm
      formId={formId}
      videoTitle={videoTitle}
      initial={initial as Partial<YouTubeScheduleFields> | null | undefined}
      serverFields={serverFields}
      onSubmit={onSubmit}
    />
  );
}
