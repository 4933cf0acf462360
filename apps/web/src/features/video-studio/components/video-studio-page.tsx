import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { useVideoExtras, type VideoExtras } from '@/lib/video-extras';
import { usePreload } from '@/lib/wizard/use-preload';
import { useVideoStudio } from '../hooks/use-video-studio';
import { draftFromSeed, VIDEO_STEPS, videoDraftStore } from '../model/video-draft';
import { readVideoSeed } from '../model/read-video-seed';
import { ReadOnlyInRevision, RevisionOpening, useRevisionSeed } from './revision-seed';
import { VideoIdeaStep } from './video-idea-step';
import { VideoOptionsStep } from './video-options-step';
import { VideoTitleStep } from './video-title-step';

/*
 * The scenes and result steps (the timeline, the pictures' sources, music, the player and
 * publishing) are most of the studio's code and come after three steps of typing: they load
 * while the user is on the first steps (preloadLaterSteps), not with the page.
 */
const loadScenesStep = () => import('./video-scenes-step');
const loadResultStep = () => import('./video-result-step');
const VideoScenesStep = lazy(() => loadScenesStep().then((m) => ({ default: m.VideoScenesStep })));
const VideoResultStep = lazy(() => loadResultStep().then((m) => ({ default: m.VideoResultStep })));

function StepLoading() {
  return <Skeleton className="h-64 w-full" role="status" aria-busy="true" />;
}

/**
 * /generate-video: idea -> title -> options -> scenes -> result (docs/product/video-studio-web.md).
 * `extras`: what the finished video adds (publishing); by default what app/ provides.
 */
export function VideoStudioPage({ extras: given }: { extras?: VideoExtras } = {}) {
  const provided = useVideoExtras();
  const extras = given ?? provided;
  const studio = useVideoStudio();
  useScriptSeed(studio.userId);
  const opening = useRevisionSeed(studio.userId);
  const { step } = studio.draft;
  usePreload(loadScenesStep, loadResultStep);
  if (opening) return <RevisionOpening state={opening} />;
  return (
    <StudioWizard namespace="video-studio" stepIds={VIDEO_STEPS} family="video" studio={studio}>
      {step === 1 && (
        <ReadOnlyInRevision studio={studio}>
          <VideoIdeaStep studio={studio} />
        </ReadOnlyInRevision>
      )}
      {step === 2 && (
        <ReadOnlyInRevision studio={studio}>
          <VideoTitleStep studio={studio} />
        </ReadOnlyInRevision>
      )}
      {step === 3 && (
        <ReadOnlyInRevision studio={studio}>
          <VideoOptionsStep studio={studio} />
        </ReadOnlyInRevision>
      )}
      {step === 4 && (
        <Suspense fallback={<StepLoading />}>
          <VideoScenesStep studio={studio} />
        </Suspense>
      )}
      {step === 5 && (
        <Suspense fallback={<StepLoading />}>
          <VideoResultStep studio={studio} extras={extras} />
        </Suspense>
      )}
    </StudioWizard>
  );
}

/**
 * Arriving from "Make a video from this script": a new draft with the script's idea, title and
 * scenes, opened on the options step. The state is then dropped so a reload does not seed again.
 */
function useScriptSeed(userId: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const seeded = useRef<string | null>(null);
  useEffect(() => {
    const seed = readVideoSeed(location.state);
    if (!seed || seeded.current === location.key) return;
    seeded.current = location.key;
    videoDraftStore.update(userId, (d) => draftFromSeed(seed, d.options));
    void navigate(location.pathname, { replace: true, state: null });
  }, [location, userId, navigate]);
}
