import type { Db } from '../../db/client.js';
import type { ServerModule } from '../server-module.js';
import { createUsersRepository } from './users.repository.js';
import { registerUsersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';
import type { AccountDeletion } from './account-deletion.js';

declare module '../server-module.js' {
  interface Services {
    users: UsersService;
    /** Deletes a user and everything they own (every module's eraseUserData); built after the modules. */
    accountDeletion: AccountDeletion;
  }
}

/** The users service on a database: for the module and for `npm run admin`. */
export function createUsers(db: Db): UsersService {
  return createUsersService(createUsersRepository(db));
}

export const usersModule: ServerModule = {
  name: 'users',
  services: (s) => ({ users: createUsers(s.database.db) }),
  routes: (app, s) => registerUsersRoutes(app, s.users, s.accountDeletion),
};
