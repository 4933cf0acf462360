import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { videoEndpoints } from '@forja/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths, REVISE_VIDEO_PARAM } from '@/config/paths';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/errors';
import type { VideoStudio } from '../hooks/use-video-studio';
import { draftFromVideo } from '../model/revision';
import { videoDraftStore } from '../model/video-draft';

export type RevisionOpeningState = { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * /generate-video?revise=<videoId> ("Change scenes" in the Video Library): the video's draft
 * becomes the studio's, on the scenes step. The parameter is then dropped, so a reload opens
 * the stored draft as it was left; a draft already revising that video is kept as it is.
 */
export function useRevisionSeed(userId: string): RevisionOpeningState | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const videoId = params.get(REVISE_VIDEO_PARAM);
  const [state, setState] = useState<RevisionOpeningState | null>(null);
  useEffect(() => {
    if (!videoId) return;
    const done = () => void navigate(paths.generateVideo, { replace: true });
    const current = videoDraftStore.get(userId);
    if (current.revision?.videoId === videoId && current.step < 5) return done();
    let live = true;
    setState({ status: 'loading' });
    apiCall(videoEndpoints.draft, { params: { id: videoId } }).then(
      (stored) => {
        if (!live) return;
        videoDraftStore.update(userId, () => draftFromVideo(stored));
        setState(null);
        done();
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [videoId, userId, navigate]);
  return videoId ? (state ?? { status: 'loading' }) : null;
}

/** While the video's draft loads, or why it could not. */
export function RevisionOpening({ state }: { state: RevisionOpeningState }) {
  const { t } = useTranslation('video-studio');
  if (state.status === 'loading') {
    return (
      <p
        className="flex items-center gap-2 text-sm text-muted-foreground"
        role="status"
        data-testid="revision-loading"
      >
        <Spinner />
        {t('revision.loading')}
      </p>
    );
  }
  return (
    <Alert variant="destructive" data-testid="revision-failed">
      <AlertTitle>{t('revision.loadFailed')}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{errorMessage(t, state.error)}</p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={paths.generateVideo} replace>
            {t('revision.backToStudio')}
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A revision keeps the video's idea, title and options: their steps show them, unchangeable. */
export function ReadOnlyInRevision({ studio, children }: { studio: VideoStudio; children: ReactNode }) {
  const { t } = useTranslation('video-studio');
  if (!studio.draft.revision) return children;
  return (
    <div className="grid gap-3">
      <p className="rounded-md bg-muted/60 px-3 py-2 text-sm" data-testid="revision-locked">
        {t('revision.locked')}
      </p>
      <fieldset disabled className="contents">
        {children}
      </fieldset>
    </div>
  );
}
