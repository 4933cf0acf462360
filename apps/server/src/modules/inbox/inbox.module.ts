import { defineJob } from '../../jobs/queue.js';
import type { ServerModule } from '../server-module.js';
import { createInboxRepository } from './inbox.repository.js';
import { registerInboxRoutes } from './inbox.routes.js';
import { createInboxService, type InboxService } from './inbox.service.js';

declare module '../server-module.js' {
  interface Services {
    /** In-app notifications (the header's bell); a failure also by e-mail when allowed. */
    inbox: InboxService;
  }
}

const REMOVE_OLD_INBOX_ITEMS_JOB = defineJob({ name: 'inbox.remove-old' });

/** The user's notifications: scheduled posts that went out or failed. */
export const inboxModule: ServerModule = {
  name: 'inbox',
  services: (s) => ({
    inbox: createInboxService({
      repo: createInboxRepository(s.database.db),
      mail: s.mail,
      appUrl: s.config.appUrl,
    }),
  }),
  routes: (app, s) => registerInboxRoutes(app, s.inbox),
  async jobs(jobs, s) {
    await jobs.work(REMOVE_OLD_INBOX_ITEMS_JOB, () => s.inbox.removeOld());
    await jobs.schedule(REMOVE_OLD_INBOX_ITEMS_JOB, '23 3 * * *');
  },
};
