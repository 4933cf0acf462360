import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { CalendarEntry } from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { scheduleTargetOf } from './schedule-target';

const ScheduleDialog = lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })));

/** "Edit" for a waiting schedule seen on the calendar: its time and fields, in the schedule dialog. */
export function EditScheduleButton({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation('scheduling');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        {t('edit')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleDialog open onOpenChange={setOpen} target={scheduleTargetOf(entry)} schedule={entry} />
        </Suspense>
      )}
    </>
  );
}
