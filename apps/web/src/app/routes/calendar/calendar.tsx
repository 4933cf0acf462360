import { CalendarApiContext, type CalendarApi } from '@/features/calendar/calendar-api';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import {
  useCalendar,
  useCancelSchedule,
  useRetrySchedule,
  useUpdateSchedule,
} from '@/features/scheduling/api/schedules';
import { EditScheduleButton } from '@/features/scheduling/components/edit-schedule-button';
import { useProfile } from '@/features/settings/api/get-profile';

/** The profile's zone: undefined while it loads, null when it could not be read. */
function useProfileTimeZone() {
  const profile = useProfile();
  if (profile.data) return profile.data.timeZone;
  return profile.isError ? null : undefined;
}

/*
 * The calendar reads and changes schedules through features/scheduling and the profile's
 * time zone through features/settings, composed here (one feature does not import another).
 * Edit opens the schedule dialog (features/scheduling) on the entry.
 */
const calendarApi: CalendarApi = {
  useCalendar,
  useUpdateSchedule,
  useCancelSchedule,
  useRetrySchedule,
  useProfileTimeZone,
  renderEditAction: (entry) => <EditScheduleButton entry={entry} />,
};

export function Component() {
  return (
    <CalendarApiContext value={calendarApi}>
      <CalendarPage />
    </CalendarApiContext>
  );
}
