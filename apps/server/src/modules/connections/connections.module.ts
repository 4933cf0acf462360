import { createWordPressClient } from '../../integrations/wordpress/wordpress-client.js';
import type { ServerModule } from '../server-module.js';
import { createConnectionsRepository } from './connections.repository.js';
import { registerConnectionsRoutes } from './connections.routes.js';
import { createConnectionsService } from './connections.service.js';

/**
 * Settings -> Connections; publishing uses the service for the user's WordPress client.
 * Private and loopback site addresses are refused unless the operator lists the host in
 * ALLOWED_PRIVATE_HOSTS.
 */
export const connectionsModule: ServerModule = {
  name: 'connections',
  services: (s) => ({
    connections: createConnectionsService(createConnectionsRepository(s.database.db), {
      encryptionKey: s.encryptionKey,
      wordpressClient: (credentials) =>
        createWordPressClient(credentials, { privateHosts: s.config.allowedPrivateHosts }),
    }),
  }),
  routes: (app, s) => registerConnectionsRoutes(app, s.connections),
};
