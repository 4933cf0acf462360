import {
  type NotificationPrefs,
  type Profile,
  type UpdateProfileBody,
  isAdministrator,
  type Role,
  languageSchema,
} from '@forja/contracts';
import { notFound } from '../../lib/app-error.js';
import type { UsersRepository } from './users.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;

function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: isAdministrator(row.role),
    role: row.role,
    language: languageSchema.catch('en').parse(row.language),
    timeZone: row.timeZone,
    address: row.address,
    city: row.city,
    country: row.country,
    company: row.company,
    cui: row.cui,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUsersService(repo: UsersRepository) {
  return {
    async getProfile(userId: string): Promise<Profile> {
      const row = await repo.findById(userId);
      if (!row) throw notFound('Profile');
      return toProfile(row);
    },
    async updateProfile(userId: string, patch: UpdateProfileBody): Promise<Profile> {
      const row = await repo.update(userId, patch);
      if (!row) throw notFound('Profile');
      return toProfile(row);
    },
    async getNotifications(userId: string): Promise<NotificationPrefs> {
      const row = await repo.findById(userId);
      if (!row) throw notFound('Profile');
      return { emailNotifications: row.emailNotifications, marketingEmails: row.marketingEmails };
    },
    async setNotifications(userId: string, prefs: NotificationPrefs): Promise<NotificationPrefs> {
      const row = await repo.setNotifications(userId, prefs);
      if (!row) throw notFound('Profile');
      return row;
    },
    /** `npm run admin`: sets the role of the account with this e-mail; false if there is none. */
    async setRole(email: string, role: Role): Promise<boolean> {
      return repo.setRoleByEmail(email, role);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
