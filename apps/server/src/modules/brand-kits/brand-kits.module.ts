import type { ServerModule } from '../server-module.js';
import { registerBrandKitRoutes } from './brand-kits.routes.js';
import { createBrandKitsService, type BrandKitsService } from './brand-kits.service.js';

declare module '../server-module.js' {
  interface Services {
    /**
     * Brand kits. Other modules use `findUsable(userId, kitId)`: the kit the user may use
     * (their own or a team kit) with every field, or a 404.
     */
    brandKits: BrandKitsService;
  }
}

/** Brand kits: the user's own and the team's (docs/product/brand-kits.md). */
export const brandKitsModule: ServerModule = {
  name: 'brand-kits',
  services: (s) => ({ brandKits: createBrandKitsService(s.database.db) }),
  routes: (app, s) => registerBrandKitRoutes(app, s.brandKits),
};
