import type { ServerModule } from '../server-module.js';
import { registerSiteConfigRoutes } from './site-config.routes.js';

export const siteConfigModule: ServerModule = {
  name: 'site-config',
  routes: (app, s) => registerSiteConfigRoutes(app, s.config.publicSite),
};
