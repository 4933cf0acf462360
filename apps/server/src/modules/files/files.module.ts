import { createStorage } from '../../integrations/storage/create-storage.js';
import { registerFileServing } from '../../plugins/files.js';
import type { ServerModule } from '../server-module.js';
import { registerFilesJobs } from './files.jobs.js';
import { createFilesRepository } from './files.repository.js';
import { registerFilesRoutes } from './files.routes.js';
import { createFilesService } from './files.service.js';
import type { FilesService } from './files.service.js';

declare module '../server-module.js' {
  interface Services {
    files: FilesService;
  }
}

/** Stored files: keeping them, serving them at /files/, and deleting what nobody keeps. */
export const filesModule: ServerModule = {
  name: 'files',
  services: (s) => ({
    files: createFilesService(createFilesRepository(s.database.db), createStorage(s.config.storage), s.log),
  }),
  async routes(app, s) {
    registerFilesRoutes(app, s.files);
    await registerFileServing(app, s.files.storage, s.config.storage);
  },
  eraseUserData: (s) => (tx, userId) => s.files.eraseUserData(tx, userId),
  jobs: (jobs, s) => registerFilesJobs(jobs, s.files, s.log),
};
