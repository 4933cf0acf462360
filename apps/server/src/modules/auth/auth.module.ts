import type { ServerModule } from '../server-module.js';
import { createAuth } from './auth.js';
import { registerAuthRoutes } from './auth.routes.js';
import { createLoginThrottle } from './login-throttle.js';
import { registerPasswordResetRoutes } from './password-reset.routes.js';
import type { Auth } from './auth.js';
import type { LoginThrottle } from './login-throttle.js';

declare module '../server-module.js' {
  interface Services {
    auth: Auth;
    throttle: LoginThrottle;
  }
}

/** Better Auth behind the studio's own endpoints, and the per-address sign-in throttle. */
export const authModule: ServerModule = {
  name: 'auth',
  services: (s) => ({
    auth: createAuth({
      db: s.database.db,
      config: s.config,
      authSecret: s.authSecret,
      mail: s.mail,
      log: s.log,
    }),
    throttle: createLoginThrottle(s.database.db),
  }),
  routes(app, s) {
    registerAuthRoutes(app, { auth: s.auth, throttle: s.throttle, config: s.config, db: s.database.db });
    registerPasswordResetRoutes(app, s.auth);
  },
};
