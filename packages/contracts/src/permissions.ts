import { z } from 'zod';

/*
 * Back-office roles and what each may do (docs/product/back-office.md). The server checks
 * every permission on every admin route (plugins/session.ts requirePermission); the web reads
 * the same matrix only to hide what the server would refuse.
 */

/** owner: the first account; admin: everything but the owner role; support: read users, add credits. */
export const ROLES = ['owner', 'admin', 'support', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES, { error: 'role_invalid' });

export const PERMISSIONS = [
  'users.read',
  'users.edit',
  'users.delete',
  'users.resetPassword',
  'credits.add',
  'roles.assign',
  'settings.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: EVERYTHING,
  admin: EVERYTHING,
  support: ['users.read', 'credits.add'],
  user: [],
};

/** Whether `role` is one of ROLES; without zod, so the web shell reads permissions without it. */
function isRole(role: unknown): role is Role {
  return (ROLES as readonly unknown[]).includes(role);
}

/** What `role` may do; anything not a known role counts as `user` (nothing). */
export function permissionsOf(role: Role | string | null | undefined): readonly Permission[] {
  return ROLE_PERMISSIONS[isRole(role) ? role : 'user'];
}

export function can(role: Role | string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** Anyone with at least one permission may open /backend (they see only their sections). */
export function hasBackOfficeAccess(role: Role | string | null | undefined): boolean {
  return permissionsOf(role).length > 0;
}

/** Owner or administrator: the old single "admin" flag, still what `isAdmin` means on the wire. */
export function isAdministrator(role: Role | string | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Whether `actor` may act on the account of someone whose role is `target`: edit its e-mail,
 * send it a password reset, delete it or change its role. Administrators' and owners'
 * accounts are the owners' alone: otherwise one administrator could take over another's
 * account (a new e-mail, a reset link to it, sign in) or demote it and then do so.
 */
export function canManageAccount(actor: Role, target: Role): boolean {
  return !isAdministrator(target) || actor === 'owner';
}

/**
 * Who may give or take which role. Only an owner changes an administrator's or owner's role
 * and only an owner makes owners; the last owner can never lose the role (checked on the
 * server against the table).
 */
export function canAssignRole(actor: Role, from: Role, to: Role): boolean {
  if (!can(actor, 'roles.assign') || !canManageAccount(actor, from)) return false;
  return to !== 'owner' || actor === 'owner';
}
