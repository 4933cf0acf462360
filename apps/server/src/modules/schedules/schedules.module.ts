import { SCHEDULE_LATE_AFTER_SECONDS } from '@forja/contracts';
import type { ServerModule, Services } from '../server-module.js';
import {
  createScheduleRunner,
  RUN_SCHEDULE_JOB,
  SWEEP_SCHEDULES_JOB,
  type ScheduleTuning,
} from './schedule-runner.js';
import { createSchedulesRepository } from './schedules.repository.js';
import { registerSchedulesRoutes } from './schedules.routes.js';
import { createSchedulesService, type SchedulesService } from './schedules.service.js';

declare module '../server-module.js' {
  interface Services {
    /** Scheduled publishing and the calendar (docs/product/calendar.md). */
    schedules: SchedulesService;
    /** The schedule job's work, and the sweep that sends the jobs of due or stuck schedules again. */
    scheduleRunner: { run: (scheduleId: string) => Promise<void>; sweep: () => Promise<void> };
  }
}

/** How often every process looks for schedules whose job was lost or whose process died. */
const SWEEP_EVERY_MS = 15_000;

/** The module's services; tests build them with shorter timings. */
export function buildSchedules(s: Services, tuning: Partial<ScheduleTuning> = {}) {
  const repo = createSchedulesRepository(s.database.db);
  const send = (scheduleId: string, at?: Date) =>
    s.jobs.send(RUN_SCHEDULE_JOB, { scheduleId }, { retryLimit: 0, ...(at ? { startAfter: at } : {}) });
  return {
    schedules: createSchedulesService({
      repo,
      services: s,
      kick: (row) => send(row.id, row.dueAt),
      wordpressNative: s.config.schedules.wordpressNative,
      log: s.log,
    }),
    scheduleRunner: createScheduleRunner({
      repo,
      services: s,
      send,
      log: s.log,
      tuning: {
        retryDelaysMs: s.config.schedules.retryDelaysMs,
        lateAfterSeconds: SCHEDULE_LATE_AFTER_SECONDS,
        stuckAfterMs: 30 * 60_000,
        claimSlackMs: 500,
        ...tuning,
      },
    }),
  };
}

/** Scheduled publishing to WordPress, YouTube and TikTok, and the content calendar. */
export const schedulesModule: ServerModule = {
  name: 'schedules',
  services: (s) => buildSchedules(s),
  routes: (app, s) => registerSchedulesRoutes(app, s.schedules, s.config.publishRateLimitPerMinute),
  jobs: async (jobs, s) => {
    await jobs.work(RUN_SCHEDULE_JOB, ({ scheduleId }) => s.scheduleRunner.run(scheduleId), {
      // Sent for their time: a worker looks every 2 s, so a schedule starts within that.
      concurrency: 2,
      delayedJobs: true,
    });
    await jobs.every(SWEEP_SCHEDULES_JOB, SWEEP_EVERY_MS, () => s.scheduleRunner.sweep());
  },
};
