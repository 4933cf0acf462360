import { SCHEDULE_MAX_AHEAD_DAYS, zonedToInstant } from '@forja/contracts';
import { validationError } from '../../lib/app-error.js';

/**
 * The instant a schedule asks for: `localTime` on the wall clock of `timeZone`. Refused on
 * `localTime` when it is not a real date and time, not in the future, or more than
 * SCHEDULE_MAX_AHEAD_DAYS ahead.
 */
export function scheduleInstant(localTime: string, timeZone: string, now = new Date()): Date {
  const at = zonedToInstant(localTime, timeZone);
  const refuse = (message: string) => validationError([{ path: ['localTime'], message }]);
  if (!at) throw refuse('date_time_invalid');
  if (at.getTime() <= now.getTime()) throw refuse('schedule_in_past');
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_DAYS * 86_400_000) throw refuse('schedule_too_far');
  return at;
}
