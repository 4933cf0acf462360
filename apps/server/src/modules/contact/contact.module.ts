import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';
import { createContactRepository } from './contact.repository.js';
import { registerContactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/** Wires the contact module (repository -> service -> routes) from the app's services. */
export function registerContactModule(app: FastifyInstance, s: Services) {
  const contact = createContactService(createContactRepository(s.database.db), {
    mail: s.mail,
    log: s.log,
    appUrl: s.config.appUrl,
    perSenderPerHour: s.config.contactRateLimitPerHour,
  });
  registerContactRoutes(app, { contact, perAddressPerHour: s.config.contactRateLimitPerHour });
}
