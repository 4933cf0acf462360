import { useTranslation } from 'react-i18next';
import { AudioLines, Clapperboard, Film, Images } from 'lucide-react';
import { useImageCount } from '@/lib/api/images';
import { useVideoScriptCount } from '@/lib/api/video-scripts';
import { useVideoCount } from '@/lib/api/videos';
import { useVoiceOverCount } from '@/lib/api/voice-overs';
import { CounterCard } from './counter-card';

/** How many images the user kept in the images archive. */
export function ImagesCountCard() {
  const query = useImageCount();
  return <CountCard kind="images" testId="images-created" icon={Images} query={query} />;
}

/** How many scripts the user kept in the video scripts archive. */
export function ScriptsCountCard() {
  const query = useVideoScriptCount();
  return <CountCard kind="scripts" testId="scripts-created" icon={Clapperboard} query={query} />;
}

/** How many videos the user has in the Video Library (processing and failed ones included). */
export function VideosCountCard() {
  const query = useVideoCount();
  return <CountCard kind="videos" testId="videos-created" icon={Film} query={query} />;
}

/** How many voice-overs the user kept in the audio archive. */
export function VoiceOversCountCard() {
  const query = useVoiceOverCount();
  return <CountCard kind="voiceOvers" testId="voice-overs-created" icon={AudioLines} query={query} />;
}

function CountCard({
  kind,
  testId,
  icon,
  query,
}: {
  kind: 'images' | 'scripts' | 'videos' | 'voiceOvers';
  testId: string;
  icon: typeof Images;
  query: ReturnType<typeof useImageCount>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <CounterCard
      testId={testId}
      title={t(`${kind}.title`)}
      icon={icon}
      query={query}
      loadFailed={t(`${kind}.loadFailed`)}
    >
      {(data) => (
        <>
          <p className="text-3xl font-bold tabular-nums">
            {new Intl.NumberFormat(i18n.resolvedLanguage).format(data.count)}
          </p>
          <p className="text-sm text-muted-foreground">{t(`${kind}.note`)}</p>
        </>
      )}
    </CounterCard>
  );
}
