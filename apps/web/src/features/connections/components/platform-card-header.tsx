import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { Platform } from '@forja/contracts';
import { Badge } from '@/components/ui/badge';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PLATFORM_NAMES, PlatformIcon } from './platform-icon';

/** Name, connection badge and what the platform is for. */
export function PlatformCardHeader({ platform, connected }: { platform: Platform; connected: boolean }) {
  const { t } = useTranslation('connections');
  return (
    <CardHeader className="gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PlatformIcon platform={platform} />
          <CardTitle>{PLATFORM_NAMES[platform]}</CardTitle>
        </div>
        {connected ? (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {t('status.connected')}
          </Badge>
        ) : (
          <Badge variant="outline">{t('status.notConnected')}</Badge>
        )}
      </div>
      <CardDescription>{t(`platforms.${platform}`)}</CardDescription>
    </CardHeader>
  );
}
