import { NextScheduledCard } from '@/features/dashboard/components/next-scheduled-card';
import { useUpcomingSchedules } from '@/features/scheduling/api/schedules';

/*
 * The dashboard's next schedules, read through the scheduling feature's hook (features do not
 * import each other). Loaded after the dashboard (routes/dashboard): the schedules' contracts
 * bring zod, which the dashboard's first load does without.
 */
export function NextScheduled() {
  return <NextScheduledCard upcoming={useUpcomingSchedules()} />;
}
