import { z } from 'zod';

const componentStatus = z.enum(['ok', 'down', 'disabled']);

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  version: z.string(),
  environment: z.string(),
  database: componentStatus,
  jobs: componentStatus,
  mail: z.enum(['smtp', 'outbox']),
  /** The video render in use (local/json2video/webhook) and the local renderer and speech engine. */
  video: z.object({ provider: z.string(), renderer: z.string(), speech: z.string() }).optional(),
  /** The local video renderer's ffmpeg, e.g. 'ffmpeg 5.1.9-0+deb12u1 (system)', or 'unavailable'. */
  videoRenderer: z.string(),
  /** The speech engine the administrator's settings pick: 'espeak-ng (WebAssembly)' or 'openai-compatible'. */
  speech: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: 200 while the process runs (a probe that restarts it when it stops answering). */
export const livenessSchema = z.object({ status: z.literal('ok') });
/**
 * GET /api/health/ready: 200 when this process can do its work (the database answers and, in a
 * process that runs jobs, the job queue is running: not while it drains at shutdown); 503 with
 * the reason otherwise, so a load balancer sends it nothing until then.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.enum(['database', 'jobs']).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/admin/outbox: mails kept when no SMTP server is configured. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  createdAt: z.string(),
  /** The links are hidden from this reader (an administrator's reset link is for owners only). */
  linksHidden: z.boolean().optional(),
});
export const outboxListSchema = z.object({ items: z.array(outboxMailSchema) });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
