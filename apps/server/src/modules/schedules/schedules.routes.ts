import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scheduleEndpoints,
  type CalendarQuery,
  type CreateScheduleInput,
  type UpdateScheduleInput,
} from '@forja/contracts';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { currentUser } from '../../plugins/session.js';
import type { SchedulesService } from './schedules.service.js';

/** Scheduled publishing and the calendar: signed-in users, each sees only their own (404 otherwise). */
export function registerSchedulesRoutes(
  instance: FastifyInstance,
  schedules: SchedulesService,
  perMinute: number,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const limited = { ...auth, config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } };

  endpointRoute(app, scheduleEndpoints.create, limited, async (req, reply) => {
    const schedule = await schedules.create(currentUser(req).id, req.body as CreateScheduleInput);
    return reply.status(201).send(schedule);
  });

  endpointRoute(app, scheduleEndpoints.calendar, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return schedules.calendar(currentUser(req).id, req.query as CalendarQuery);
  });

  endpointRoute(app, scheduleEndpoints.upcoming, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return schedules.upcoming(currentUser(req).id);
  });

  endpointRoute(app, scheduleEndpoints.get, auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return schedules.get(currentUser(req).id, req.params.id);
  });

  endpointRoute(app, scheduleEndpoints.update, limited, async (req) =>
    schedules.update(currentUser(req).id, req.params.id, req.body as UpdateScheduleInput),
  );

  endpointRoute(app, scheduleEndpoints.cancel, limited, async (req) =>
    schedules.cancel(currentUser(req).id, req.params.id),
  );

  endpointRoute(app, scheduleEndpoints.retry, limited, async (req) =>
    schedules.retry(currentUser(req).id, req.params.id),
  );
}
