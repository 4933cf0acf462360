import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Film } from 'lucide-react';
import type { VideoScript } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { VIDEO_SEED_STATE, videoSeedFromScript } from '@/lib/video-seed';

/** Opens the video studio with this script's scenes filled in (the script studio's result and the scripts archive). */
export function MakeVideoButton({ idea, script }: { idea: string; script: VideoScript }) {
  const { t } = useTranslation('video-studio');
  return (
    <Button type="button" variant="outline" size="sm" asChild>
      <Link
        to={paths.generateVideo}
        state={{ [VIDEO_SEED_STATE]: videoSeedFromScript(idea, script) }}
        data-testid="make-video"
      >
        <Film aria-hidden="true" />
        {t('fromScript.action')}
      </Link>
    </Button>
  );
}
