import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';
import { createWordPressClient } from '../../integrations/wordpress/wordpress-client.js';
import { createConnectionsRepository } from './connections.repository.js';
import { registerConnectionsRoutes } from './connections.routes.js';
import { createConnectionsService, type ConnectionsService } from './connections.service.js';

/**
 * Wires Settings -> Connections from the app's services and answers the service, which
 * publishing uses for the user's WordPress client. Private and loopback site addresses
 * are refused unless the operator lists the host in ALLOWED_PRIVATE_HOSTS.
 */
export function registerConnectionsModule(app: FastifyInstance, s: Services): ConnectionsService {
  const connections = createConnectionsService(createConnectionsRepository(s.database.db), {
    encryptionKey: s.encryptionKey,
    wordpressClient: (credentials) =>
      createWordPressClient(credentials, { privateHosts: s.config.allowedPrivateHosts }),
  });
  registerConnectionsRoutes(app, connections);
  return connections;
}
