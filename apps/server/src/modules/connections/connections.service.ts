import { z } from 'zod';
import {
  PLATFORMS,
  wordpressDisplaySchema,
  type Connection,
  type OAuthPlatform,
  type ConnectionList,
  type WordPressConnectInput,
  type WordPressConnection,
  type WordPressDisplay,
} from '@forja/contracts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.js';
import { AppError, fieldErrors, validationError } from '../../lib/app-error.js';
import type { WordPressClient, WordPressCredentials } from '../../integrations/wordpress/wordpress-client.js';
import type { ConnectionRow, ConnectionsRepository, PlatformName } from './connections.repository.js';
import { onSite } from './wordpress-api-error.js';

/*
 * Settings -> Connections (docs/product/accounts.md, Connections). WordPress: the site is asked first, with
 * the application password, and only a working connection is saved — encrypted, bound to
 * the user and platform so a copied value does not decrypt elsewhere. The password never
 * leaves the server again.
 */

const storedWordPressSchema = z.object({
  siteUrl: z.string(),
  username: z.string(),
  applicationPassword: z.string(),
  restMode: z.enum(['pretty', 'query']),
});
type StoredWordPress = z.infer<typeof storedWordPressSchema>;

const secretContext = (userId: string, platform: PlatformName) =>
  `platform_connections:${userId}:${platform}`;

/** 'https://example.com/blog/' -> 'https://example.com/blog'; null when it is not an http(s) site address. */
function normalizeSiteUrl(raw: string): string | null {
  if (!/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  // People paste the admin or API address too; the site is what comes before it.
  const path = url.pathname.replace(/\/(wp-json|wp-admin|wp-login\.php)(\/.*)?$/i, '').replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

export interface ConnectionsDeps {
  encryptionKey: Buffer;
  /** Builds a client for a site (the composition root decides about private addresses). */
  wordpressClient: (credentials: WordPressCredentials) => WordPressClient;
  /** YouTube and TikTok blocks (oauth-connections.service.ts); `operator`: show the setup details. */
  describeOAuth: (platform: OAuthPlatform, row: ConnectionRow | undefined, operator: boolean) => Connection;
}

export function createConnectionsService(repo: ConnectionsRepository, deps: ConnectionsDeps) {
  const notConnected = (reason?: string) =>
    new AppError(
      409,
      'WORDPRESS_NOT_CONNECTED',
      'WordPress is not connected. Connect it in Settings.',
      reason ? { reason } : undefined,
    );

  function toConnection(
    platform: PlatformName,
    row: ConnectionRow | undefined,
    operator = false,
  ): Connection {
    if (platform !== 'wordpress') return deps.describeOAuth(platform, row, operator);
    const display = wordpressDisplaySchema.safeParse(row?.displayInfo);
    return {
      platform,
      connected: !!row,
      display: row && display.success ? display.data : null,
      connectedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Asks the site who we are and saves what works (also the address after a redirect). */
  async function verifyAndSave(userId: string, credentials: StoredWordPress): Promise<WordPressConnection> {
    const checked = await onSite(() => deps.wordpressClient(credentials).verify());
    const config: StoredWordPress = { ...credentials, siteUrl: checked.siteUrl, restMode: checked.restMode };
    const display: WordPressDisplay = {
      siteUrl: checked.siteUrl,
      username: checked.user.username,
      displayName: checked.user.name,
      userId: checked.user.id,
    };
    const encrypted = encryptSecret(
      JSON.stringify(config),
      deps.encryptionKey,
      secretContext(userId, 'wordpress'),
    );
    const row = await repo.save(userId, 'wordpress', encrypted, display);
    return { platform: 'wordpress', connected: true, display, connectedAt: row.updatedAt.toISOString() };
  }

  async function storedWordPress(userId: string): Promise<StoredWordPress> {
    const row = await repo.find(userId, 'wordpress');
    if (!row) throw notConnected();
    try {
      const plain = decryptSecret(
        row.configEncrypted,
        deps.encryptionKey,
        secretContext(userId, 'wordpress'),
      );
      return storedWordPressSchema.parse(JSON.parse(plain));
    } catch {
      // Another encryption key, or a damaged value: the user has to connect again.
      throw notConnected('unreadable');
    }
  }

  return {
    /** `operator`: the viewer may manage the studio's settings (sees what is missing to set up a platform). */
    async list(userId: string, operator = false): Promise<ConnectionList> {
      const rows = await repo.list(userId);
      return {
        connections: PLATFORMS.map((p) =>
          toConnection(
            p,
            rows.find((r) => r.platform === p),
            operator,
          ),
        ),
      };
    },

    async connectWordPress(userId: string, input: WordPressConnectInput): Promise<WordPressConnection> {
      const missing = (['url', 'username', 'applicationPassword'] as const).filter((f) => !input[f]);
      if (missing.length > 0) {
        throw new AppError(
          400,
          'WORDPRESS_INCOMPLETE',
          'Incomplete data: Please fill in all fields for the WordPress connection.',
          { fields: fieldErrors(missing.map((f) => ({ path: [f], message: 'fill_all_fields' }))) },
        );
      }
      const siteUrl = normalizeSiteUrl(input.url);
      if (!siteUrl) throw validationError([{ path: ['url'], message: 'url_invalid' }]);
      return verifyAndSave(userId, {
        siteUrl,
        username: input.username,
        applicationPassword: input.applicationPassword,
        restMode: 'pretty',
      });
    },

    /** The Test button: signs in again with the saved credentials and refreshes what is shown. */
    async testWordPress(userId: string): Promise<WordPressConnection> {
      return verifyAndSave(userId, await storedWordPress(userId));
    },

    /** Idempotent: disconnecting twice (two clicks, two tabs) is not an error. */
    async disconnect(userId: string, platform: PlatformName): Promise<void> {
      await repo.delete(userId, platform);
    },

    /** A client for the user's site, for publishing; WORDPRESS_NOT_CONNECTED without a connection. */
    async wordpressClient(userId: string): Promise<WordPressClient> {
      return deps.wordpressClient(await storedWordPress(userId));
    },

    /** The client and the site's address (which site a post was published on). */
    async wordpressSite(userId: string): Promise<{ client: WordPressClient; siteUrl: string }> {
      const stored = await storedWordPress(userId);
      return { client: deps.wordpressClient(stored), siteUrl: stored.siteUrl };
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
