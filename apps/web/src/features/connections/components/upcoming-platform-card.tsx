import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PLATFORM_NAMES } from './platform-icon';
import { PlatformCardHeader } from './platform-card-header';

/*
 * YouTube and TikTok connect through their own sign-in (OAuth) and are used to publish
 * videos; both arrive with video publishing. Until then the card says so plainly, with
 * a Connect button that is visibly off and explains why.
 */
export function UpcomingPlatformCard({ platform }: { platform: 'youtube' | 'tiktok' }) {
  const { t } = useTranslation('connections');
  const noteId = useId();
  return (
    <Card>
      <PlatformCardHeader platform={platform} connected={false} />
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p id={noteId} className="flex items-start gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('upcoming.note', { platform: PLATFORM_NAMES[platform] })}
        </p>
        <Button variant="outline" disabled aria-describedby={noteId}>
          {t('upcoming.connect')}
        </Button>
      </CardContent>
    </Card>
  );
}
