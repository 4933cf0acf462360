import { notificationPrefsSchema, profileSchema, updateProfileBodySchema } from '../profile.js';
import { defineEndpoint } from './define-endpoint.js';

/*
 * The signed-in user's profile and notification choices. A module of its own: every app page
 * saves the profile's language (lib/session.ts), and importing the account's other endpoints
 * there changed how the app's first load is split into chunks (larger by ~3 KB gzip).
 */
export const profileEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/profile', response: profileSchema }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/profile',
    body: updateProfileBodySchema,
    response: profileSchema,
  }),
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    response: notificationPrefsSchema,
  }),
  updateNotifications: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications',
    body: notificationPrefsSchema,
    response: notificationPrefsSchema,
  }),
};
