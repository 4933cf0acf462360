import { z } from 'zod';

/*
 * The audit log (docs/product/back-office.md): every back-office action, with who did it, to
 * whom, what and when. Written in the same transaction as the action it records.
 */

export const AUDIT_ACTIONS = [
  'credits.added',
  'user.edited',
  'user.deleted',
  'role.changed',
  'password_reset.sent',
  'settings.changed',
  // Team brand kits (brand-kits.ts): what every user sees, so who changed it is kept.
  'brand_kit.created',
  'brand_kit.updated',
  'brand_kit.deleted',
  // A user's batch run started or cancelled (docs/product/batches.md).
  'batch.created',
  'batch.cancelled',
  // Personal API tokens (api-tokens.ts): made, revoked, and each request that changed
  // something through one (details: token id and name, method, route, status).
  'api_token.created',
  'api_token.revoked',
  'api_token.used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_DEFAULT = 25;
export const AUDIT_PAGE_MAX = 100;

const day = z.iso.date({ error: 'date_invalid' });

/** GET /api/admin/audit: `actor` and `target` are an e-mail address or a user id; `from`/`to` days (UTC), both included. */
export const auditListQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    actor: z.string().trim().max(254, 'field_too_long').optional(),
    target: z.string().trim().max(254, 'field_too_long').optional(),
    from: day.optional(),
    to: day.optional(),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'date_range_invalid' });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** A person as the log saw them at the time (they may have been deleted or renamed since). */
const auditPersonSchema = z.object({ id: z.string(), email: z.string() }).nullable();

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: auditPersonSchema,
  target: auditPersonSchema,
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
