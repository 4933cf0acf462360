import { z } from 'zod';
import { emailAddress, personName } from './auth.js';
import { invoiceSchema, subscriptionSchema } from './billing.js';
import { roleSchema } from './permissions.js';

/*
 * The back office's users (docs/product/back-office.md): the list, a user's detail and the
 * actions on them. Every route is under /api/admin/users and checks its permission.
 */

export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_USER_SEARCH_MAX_LENGTH = 200;
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/admin/users: `q` matches the start of the name or the e-mail; `cursor` is the previous page's nextCursor. */
export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_USER_SEARCH_MAX_LENGTH, 'field_too_long').optional(),
  status: z.enum(['all', ...USER_STATUSES]).default('all'),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_DEFAULT),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  planId: z.string(),
  planName: z.string(),
  credits: z.number().int(),
  /** active: on a paid plan (its period has not ended); inactive otherwise. */
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminLedgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

export const adminGenerationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  cost: z.number().int(),
  startedAt: z.string(),
});
export type AdminGeneration = z.infer<typeof adminGenerationSchema>;

/** GET /api/admin/users/:id: the user, their latest ledger rows and generations, subscription and invoices. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  ledger: z.array(adminLedgerEntrySchema),
  generations: z.array(adminGenerationSchema),
  subscription: subscriptionSchema,
  invoices: z.array(invoiceSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PATCH /api/admin/users/:id: name and e-mail (unique). */
export const updateAdminUserBodySchema = z
  .object({
    name: personName,
    // Better Auth keeps addresses in lower case; so does the back office.
    email: emailAddress.transform((value) => value.toLowerCase()),
  })
  .strict();
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBodySchema>;

/** PUT /api/admin/users/:id/role */
export const setRoleBodySchema = z.object({ role: roleSchema }).strict();
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;

/** The user id in admin paths: Better Auth's ids are short random strings. */
export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
