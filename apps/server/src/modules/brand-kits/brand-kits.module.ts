import type { ServerModule } from '../server-module.js';

/** Brand kits: the user's own and the team's (docs/product/brand-kits.md). */
export const brandKitsModule: ServerModule = {
  name: 'brand-kits',
};
