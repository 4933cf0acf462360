import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CalendarClock } from 'lucide-react';
import {
  instantToZoned,
  tomorrowAt,
  type CalendarEntry,
  type CreateScheduleBody,
  type PublishVideoBody,
  type Schedule,
  type UpdateScheduleBody,
} from '@forja/contracts';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useVideoPlatform, VideoPlatformForm } from '@/components/publishing/video-platform-form';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage, validationMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateSchedule, useUpdateSchedule } from '../api/schedules';
import {
  calendarDayPath,
  DEFAULT_SCHEDULE_TIME,
  formatInZone,
  PLATFORM_LABELS,
  timeProblem,
  useScheduleTimeZone,
} from './schedule-time';
import { ScheduleWhen } from './schedule-when';
import type { ScheduleTarget } from './schedule-target';

export { scheduleTargetOf, type ScheduleTarget } from './schedule-target';
import { useWordPressReady, WordPressScheduleForm } from './wordpress-schedule-form';

export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ScheduleTarget;
  /** A schedule to edit (its time and fields, PATCH); a new one is created without it. */
  schedule?: Schedule | CalendarEntry;
}

/**
 * Schedule a publication, or change one still waiting: the date and time in the user's zone,
 * and the platform's own form, the one an immediate publish shows.
 */
export function ScheduleDialog({ open, onOpenChange, target, schedule }: ScheduleDialogProps) {
  const { t } = useTranslation('scheduling');
  const platform = PLATFORM_LABELS[target.platform];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-none overflow-y-auto p-6 sm:max-w-md">
        <div className="grid gap-1 pr-8">
          <SheetTitle>{t(schedule ? 'editTitle' : 'title', { platform })}</SheetTitle>
          <SheetDescription className="break-words">{target.title}</SheetDescription>
        </div>
        {/* Mounted while open only: each opening starts from the schedule (or the defaults). */}
        {open && (
          <ScheduleDialogBody target={target} schedule={schedule} onDone={() => onOpenChange(false)} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function ScheduleDialogBody({
  target,
  schedule,
  onDone,
}: {
  target: ScheduleTarget;
  schedule?: Schedule | CalendarEntry;
  onDone: () => void;
}) {
  const { t } = useTranslation('scheduling');
  const timeZone = useScheduleTimeZone();
  if (!timeZone) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  return <ScheduleForm target={target} schedule={schedule} timeZone={timeZone} onDone={onDone} />;
}

/** `details.fields` split into the time's message and the platform form's, whose paths may be `fields.x`. */
function splitServerFields(error: unknown) {
  const all = isApiRequestError(error) ? error.details?.fields : undefined;
  if (!all) return { when: undefined, form: undefined };
  const form: Record<string, string[]> = {};
  let when: string | undefined;
  for (const [path, keys] of Object.entries(all)) {
    if (path === 'localTime' || path === 'timeZone') when ??= keys[0];
    else form[path.replace(/^fields\./, '')] = keys;
  }
  return { when, form: Object.keys(form).length > 0 ? form : undefined };
}

function ScheduleForm({
  target,
  schedule,
  timeZone,
  onDone,
}: {
  target: ScheduleTarget;
  schedule?: Schedule | CalendarEntry;
  timeZone: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('scheduling');
  const navigate = useNavigate();
  const formId = useId();
  const [start] = useState(() =>
    schedule
      ? instantToZoned(new Date(schedule.at), timeZone)
      : tomorrowAt(new Date(), timeZone, DEFAULT_SCHEDULE_TIME),
  );
  const [date, setDate] = useState(start.slice(0, 10));
  const [time, setTime] = useState(start.slice(11, 16));
  const [timeError, setTimeError] = useState<string | null>(null);
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const mutation = schedule ? update : create;
  const video = useVideoPlatform(target.platform === 'wordpress' ? 'youtube' : target.platform, true);
  const wordpressReady = useWordPressReady();
  const formShown = target.platform === 'wordpress' ? wordpressReady : video.formShown;
  const scheduleId = schedule?.scheduleId ?? null;

  const server = splitServerFields(mutation.error);
  const shownTimeError = timeError ?? (server.when ? validationMessage(t, server.when) : undefined);
  const failure = mutation.isError && !server.when && !server.form ? mutation.error : null;

  const send = (fields: Record<string, unknown>) => {
    const localTime = `${date}T${time}`;
    const problem = timeProblem(localTime, timeZone, new Date());
    if (problem) {
      setTimeError(validationMessage(t, problem));
      document.getElementById(`${formId}-date`)?.focus();
      return;
    }
    setTimeError(null);
    const when = { localTime, timeZone };
    const done = (saved: Schedule) => {
      const at = formatInZone(saved.at, timeZone, i18n.resolvedLanguage);
      const day = instantToZoned(new Date(saved.at), timeZone).slice(0, 10);
      toast.success(t(schedule ? 'updated' : 'scheduled', { when: at }), {
        action: { label: t('openCalendar'), onClick: () => void navigate(calendarDayPath(day)) },
        duration: 10_000,
      });
      onDone();
    };
    if (scheduleId) {
      update.mutate(
        { id: scheduleId, body: { platform: target.platform, ...when, fields } as UpdateScheduleBody },
        { onSuccess: done },
      );
    } else {
      const body = {
        platform: target.platform,
        itemId: target.itemId,
        ...when,
        fields,
      } as CreateScheduleBody;
      create.mutate(body, { onSuccess: done });
    }
  };

  // The publish forms answer a publish body: a schedule keeps the fields without the platform.
  const sendVideo = ({ platform: _platform, confirmRepeat: _repeat, ...fields }: PublishVideoBody) =>
    send(fields);

  return (
    <>
      <ScheduleWhen
        idPrefix={formId}
        formId={formId}
        date={date}
        time={time}
        timeZone={timeZone}
        error={shownTimeError}
        onChange={(change) => {
          if (change.date !== undefined) setDate(change.date);
          if (change.time !== undefined) setTime(change.time);
          setTimeError(null);
        }}
      />
      {target.platform === 'wordpress' ? (
        <WordPressScheduleForm
          formId={formId}
          defaults={{ title: target.title, excerpt: target.excerpt ?? '', tags: target.tags ?? [] }}
          initial={schedule?.fields}
          serverFields={server.form}
          onSubmit={send}
        />
      ) : (
        <VideoPlatformForm
          state={video}
          formId={formId}
          videoTitle={target.title}
          initial={schedule?.fields as Parameters<typeof VideoPlatformForm>[0]['initial']}
          serverFields={server.form}
          onSubmit={sendVideo}
        />
      )}
      <ErrorAlert
        title={t(schedule ? 'updateFailed' : 'failed')}
        message={failure ? errorMessage(t, failure) : null}
      />
      {formShown && (
        <div className="mt-auto flex flex-wrap justify-end gap-2 border-t pt-4">
          <Button variant="outline" onClick={onDone}>
            {t('close')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? <Spinner /> : <CalendarClock aria-hidden="true" />}
            {t(schedule ? 'save' : 'submit')}
          </Button>
        </div>
      )}
    </>
  );
}
