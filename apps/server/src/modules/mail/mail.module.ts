import type { ServerModule } from '../server-module.js';
import { registerMailJobs } from './mail.jobs.js';
import { createMailRepository } from './mail.repository.js';
import { createMailService } from './mail.service.js';
import type { MailService } from './mail.service.js';

declare module '../server-module.js' {
  interface Services {
    mail: MailService;
  }
}

/** The outbox: every mail is written first, then delivered by a job. */
export const mailModule: ServerModule = {
  name: 'mail',
  services: (s) => ({ mail: createMailService(createMailRepository(s.database.db), s.jobs) }),
  jobs: (jobs, s) => registerMailJobs(jobs, createMailRepository(s.database.db), s.mailTransport, s.log),
};
