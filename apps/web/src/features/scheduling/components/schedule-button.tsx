import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ScheduleTarget } from './schedule-dialog';
import { PLATFORM_LABELS } from './schedule-time';

/* The dialog (and the platform forms in it) loads on the first click: most visits schedule nothing. */
const ScheduleDialog = lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })));

interface Props {
  target: ScheduleTarget;
  /** Names the platform ("Schedule on TikTok") where one item offers several. */
  withPlatform?: boolean;
  disabled?: boolean;
  /** Id of a text saying why the button is disabled. */
  describedBy?: string;
}

/** "Schedule" beside an item's "Publish": opens the ScheduleDialog for a new schedule. */
export function ScheduleButton({ target, withPlatform = false, disabled, describedBy }: Props) {
  const { t } = useTranslation('scheduling');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <CalendarClock aria-hidden="true" />
        {withPlatform ? t('scheduleOn', { platform: PLATFORM_LABELS[target.platform] }) : t('schedule')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ScheduleDialog open={open} onOpenChange={setOpen} target={target} />
        </Suspense>
      )}
    </>
  );
}
