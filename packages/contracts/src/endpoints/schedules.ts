import { uuidParamsSchema } from '../archives.js';
import { inboxReadBodySchema, inboxSchema, inboxUnreadSchema, INBOX_PATH } from '../inbox.js';
import {
  calendarQuerySchema,
  calendarSchema,
  createScheduleBodySchema,
  scheduleSchema,
  SCHEDULES_PATH,
  upcomingSchedulesSchema,
  updateScheduleBodySchema,
} from '../schedules.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Scheduled publishing and the calendar (schedules.ts), and the in-app notifications
 * (inbox.ts). Another user's schedule is 404. Editing, cancelling or retrying one that is not
 * in a state for it is 409 SCHEDULE_NOT_EDITABLE (details.status).
 */
export const scheduleEndpoints = {
  create: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: SCHEDULES_PATH,
    body: createScheduleBodySchema,
    response: { 201: scheduleSchema },
  }),
  calendar: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: SCHEDULES_PATH,
    query: calendarQuerySchema,
    response: calendarSchema,
  }),
  upcoming: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${SCHEDULES_PATH}/upcoming`,
    response: upcomingSchedulesSchema,
  }),
  get: defineEndpoint({
    tokenScope: 'read',
    method: 'GET',
    path: `${SCHEDULES_PATH}/:id`,
    params: uuidParamsSchema,
    response: scheduleSchema,
  }),
  update: defineEndpoint({
    tokenScope: 'publish',
    method: 'PATCH',
    path: `${SCHEDULES_PATH}/:id`,
    params: uuidParamsSchema,
    body: updateScheduleBodySchema,
    response: scheduleSchema,
  }),
  /** Before it starts; a post WordPress holds goes back to a draft on the site. */
  cancel: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: `${SCHEDULES_PATH}/:id/cancel`,
    params: uuidParamsSchema,
    response: scheduleSchema,
  }),
  /** A failed one, published again now. */
  retry: defineEndpoint({
    tokenScope: 'publish',
    method: 'POST',
    path: `${SCHEDULES_PATH}/:id/retry`,
    params: uuidParamsSchema,
    response: scheduleSchema,
  }),
};

export const inboxEndpoints = {
  list: defineEndpoint({ method: 'GET', path: INBOX_PATH, response: inboxSchema }),
  read: defineEndpoint({
    method: 'POST',
    path: `${INBOX_PATH}/read`,
    body: inboxReadBodySchema,
    response: inboxUnreadSchema,
  }),
};
