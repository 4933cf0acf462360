import type { ServerModule } from '../server-module.js';
import { createContactRepository } from './contact.repository.js';
import { registerContactAdminRoutes, registerContactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';
import type { ContactService } from './contact.service.js';

declare module '../server-module.js' {
  interface Services {
    contact: ContactService;
  }
}

/** The public contact form and the back office's list of its messages. */
export const contactModule: ServerModule = {
  name: 'contact',
  services: (s) => ({
    contact: createContactService(createContactRepository(s.database.db), {
      mail: s.mail,
      log: s.log,
      appUrl: s.config.appUrl,
      perSenderPerHour: s.config.contactRateLimitPerHour,
    }),
  }),
  routes: (app, s) =>
    registerContactRoutes(app, { contact: s.contact, perAddressPerHour: s.config.contactRateLimitPerHour }),
  adminRoutes: (admin, s) => registerContactAdminRoutes(admin, s.contact),
};
