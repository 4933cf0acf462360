import { createWordPressClient } from '../../integrations/wordpress/wordpress-client.js';
import { createOAuthConnectionsService } from './oauth-connections.service.js';
import { registerOAuthConnectionRoutes } from './oauth-connections.routes.js';
import { createOAuthClients, createOAuthPlatforms } from './oauth-platforms.js';
import type { ServerModule } from '../server-module.js';
import { createConnectionsRepository } from './connections.repository.js';
import { registerConnectionsRoutes } from './connections.routes.js';
import { createConnectionsService } from './connections.service.js';
import type { ConnectionsService } from './connections.service.js';
import type { OAuthConnectionsService } from './oauth-connections.service.js';

declare module '../server-module.js' {
  interface Services {
    connections: ConnectionsService;
    /** YouTube and TikTok: connect, tokens (refreshed), test, disconnect. */
    oauthConnections: OAuthConnectionsService;
  }
}

/**
 * Settings -> Connections; publishing uses the service for the user's WordPress client.
 * Private and loopback site addresses are refused unless the operator lists the host in
 * ALLOWED_PRIVATE_HOSTS. YouTube and TikTok connect through their consent pages
 * (oauth-connections.service.ts); publishing videos uses their tokens (modules/publications).
 * Deleting an account revokes those grants at the platforms.
 */
export const connectionsModule: ServerModule = {
  name: 'connections',
  services: (s) => {
    const repo = createConnectionsRepository(s.database.db);
    const oauthConnections = createOAuthConnectionsService(repo, {
      encryptionKey: s.encryptionKey,
      platforms: createOAuthPlatforms(s.config, createOAuthClients(s.config)),
      log: s.log,
    });
    return {
      oauthConnections,
      connections: createConnectionsService(repo, {
        encryptionKey: s.encryptionKey,
        wordpressClient: (credentials) =>
          createWordPressClient(credentials, { privateHosts: s.config.allowedPrivateHosts }),
        describeOAuth: oauthConnections.toConnection,
      }),
    };
  },
  routes: async (app, s) => {
    registerConnectionsRoutes(app, s.connections);
    registerOAuthConnectionRoutes(app, s.oauthConnections);
  },
  // The rows go with the user (ON DELETE CASCADE); the YouTube and TikTok grants they hold
  // are revoked at the platforms once the deletion is committed.
  eraseUserData: (s) => async (tx, userId) =>
    s.oauthConnections.revokeAfterDeletion(await createConnectionsRepository(tx).list(userId)),
};
