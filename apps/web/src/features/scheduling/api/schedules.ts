import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxEndpoints,
  scheduleEndpoints,
  type CalendarEntry,
  type CreateScheduleBody,
  type SchedulePlatform,
  type UpdateScheduleBody,
} from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/api/query-keys';

/*
 * Scheduled publishing (docs/product/calendar.md): the calendar's ranges, the dashboard's next
 * schedules, an article's or video's own schedules, and every change to one. A change refreshes
 * every schedule query (and the inbox), since one schedule shows in several of them.
 */

/** While something is on its way (publishing, retrying), the views ask again this often. */
const FOLLOW_MS = 5000;
const isMoving = (entries: readonly CalendarEntry[] | undefined) =>
  entries?.some((e) => e.status === 'publishing' || e.status === 'retrying') ?? false;

/** The calendar between two instants (ISO), optionally one platform ('' for all). */
export function useCalendar(from: string, to: string, platform: SchedulePlatform | '') {
  return useQuery({
    queryKey: queryKeys.calendar(from, to, platform),
    queryFn: ({ signal }) =>
      apiCall(scheduleEndpoints.calendar, {
        query: { from, to, ...(platform ? { platform } : {}) },
        signal,
      }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (isMoving(query.state.data?.entries) ? FOLLOW_MS : false),
  });
}

/** The next few schedules not yet published (the dashboard). */
export function useUpcomingSchedules() {
  return useQuery({
    queryKey: queryKeys.upcomingSchedules(),
    queryFn: ({ signal }) => apiCall(scheduleEndpoints.upcoming, { signal }),
  });
}

/** An article's or video's schedules, every state (its card says what is planned). */
export function useItemSchedules(itemId: string) {
  return useQuery({
    queryKey: queryKeys.itemSchedules(itemId),
    queryFn: ({ signal }) => apiCall(scheduleEndpoints.calendar, { query: { itemId }, signal }),
    refetchInterval: (query) => (isMoving(query.state.data?.entries) ? FOLLOW_MS : false),
  });
}

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.schedules() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.inbox() }),
    ]);
}

export function useCreateSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (body: CreateScheduleBody) => apiCall(scheduleEndpoints.create, { body }),
    onSuccess: invalidate,
  });
}

/** A new time (a drag on the calendar keeps the time of day) or new fields. */
export function useUpdateSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateScheduleBody }) =>
      apiCall(scheduleEndpoints.update, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useCancelSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (id: string) => apiCall(scheduleEndpoints.cancel, { params: { id } }),
    onSettled: invalidate,
  });
}

/** A failed one, published again now. */
export function useRetrySchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (id: string) => apiCall(scheduleEndpoints.retry, { params: { id } }),
    onSettled: invalidate,
  });
}

/** The header's notifications: asked again every minute while the app is open. */
export function useInbox() {
  return useQuery({
    queryKey: queryKeys.inbox(),
    queryFn: ({ signal }) => apiCall(inboxEndpoints.list, { signal }),
    refetchInterval: 60_000,
  });
}

export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => apiCall(inboxEndpoints.read, { body: ids ? { ids } : { all: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox() }),
  });
}
