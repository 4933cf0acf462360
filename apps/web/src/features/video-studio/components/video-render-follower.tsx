import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isFinished, type GenerationRecord } from '@forja/contracts';
import { paths } from '@/config/paths';
import { invalidateCredits } from '@/lib/api/credits';
import { getGeneration } from '@/lib/api/generations';
import { queryKeys } from '@/lib/api/query-keys';
import { invalidateVideos } from '@/lib/api/video-invalidation';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { followGeneration } from '@/lib/wizard/follow-generation';
import { videoDraftStore } from '../model/video-draft';

/**
 * Mounted once for the signed-in app (by VideoRenderWatcher, once a render may be pending):
 * while the user is anywhere but the video studio, the render the studio started is followed
 * here, and its end is announced with a toast (the library and the balance are read again).
 * On the studio page the wizard follows it itself.
 */
export function VideoRenderFollower() {
  const { t } = useTranslation('video-studio');
  const { user } = useSession();
  const userId = user?.id ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const renderId = useSyncExternalStore(videoDraftStore.subscribe, () =>
    userId ? videoDraftStore.get(userId).renderId : null,
  );
  const onStudio = location.pathname === paths.generateVideo;

  useEffect(() => {
    if (!renderId || onStudio) return;
    const cached = queryClient.getQueryData<GenerationRecord>(queryKeys.generation(renderId));
    if (cached && isFinished(cached.status)) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const announce = (record: GenerationRecord) => {
      void invalidateVideos(queryClient);
      void invalidateCredits(queryClient);
      if (record.status === 'succeeded') {
        toast.success(t('watcher.ready'), {
          id: `video-${record.id}`,
          action: {
            label: t('watcher.open'),
            onClick: () => void navigate(paths.dashboard, { state: { openArchive: 'videos' } }),
          },
        });
      } else if (record.status === 'failed') {
        toast.error(t('watcher.failed'), { id: `video-${record.id}` });
      }
    };
    // A render found already finished (e.g. after a reload) was announced by the page that saw it end.
    void getGeneration(renderId)
      .then((first) => {
        queryClient.setQueryData(queryKeys.generation(renderId), first);
        if (cancelled || isFinished(first.status)) return;
        stop = followGeneration(renderId, {
          onRecord: (record) => {
            queryClient.setQueryData(queryKeys.generation(renderId), record);
            if (isFinished(record.status)) announce(record);
          },
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [renderId, onStudio, queryClient, navigate, t]);

  return null;
}
