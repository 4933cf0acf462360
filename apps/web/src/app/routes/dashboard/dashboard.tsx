import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AudioLines, Clapperboard, FileText, Film, Images } from 'lucide-react';
import { DashboardPage, type ArchiveSection } from '@/features/dashboard/components/dashboard-page';
import { ArticlesArchive } from '@/features/articles-archive/components/articles-archive';
import { ImagesArchive } from '@/features/images-archive/components/images-archive';
import { VideoScriptsArchive } from '@/features/video-scripts-archive/components/video-scripts-archive';
import { VideosArchive } from '@/features/videos-archive/components/videos-archive';
import { videoPublishingExtras } from '@/features/publishing/components/video-publishing';
import { VoiceOversArchive } from '@/features/voice-overs-archive/components/voice-overs-archive';

/* The dashboard with its archives; a link may name the one to open (`state.openArchive`). */
export function Component() {
  const { t } = useTranslation([
    'articles-archive',
    'video-scripts-archive',
    'images-archive',
    'videos-archive',
    'voice-overs-archive',
  ]);
  const location = useLocation();
  const openArchive = (location.state as { openArchive?: unknown } | null)?.openArchive;
  const archives: ArchiveSection[] = [
    {
      value: 'articles',
      title: t('articles-archive:title'),
      description: t('articles-archive:description'),
      icon: FileText,
      content: <ArticlesArchive />,
    },
    {
      value: 'video-scripts',
      title: t('video-scripts-archive:title'),
      description: t('video-scripts-archive:description'),
      icon: Clapperboard,
      content: <VideoScriptsArchive />,
    },
    {
      value: 'images',
      title: t('images-archive:title'),
      description: t('images-archive:description'),
      icon: Images,
      content: <ImagesArchive />,
    },
    {
      value: 'videos',
      title: t('videos-archive:title'),
      description: t('videos-archive:description'),
      icon: Film,
      content: <VideosArchive extras={videoPublishingExtras} />,
    },
    {
      value: 'voice-overs',
      title: t('voice-overs-archive:title'),
      description: t('voice-overs-archive:description'),
      icon: AudioLines,
      content: <VoiceOversArchive />,
    },
  ];
  return (
    <DashboardPage
      archives={archives}
      openArchive={typeof openArchive === 'string' ? openArchive : undefined}
    />
  );
}
