import crypto from 'node:crypto';
import { z } from 'zod';
import {
  tiktokDisplaySchema,
  youtubeDisplaySchema,
  type OAuthConnection,
  type OAuthDisconnectResult,
  type OAuthPlatform,
  type OAuthReturnError,
} from '@forja/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error.js';
import { decryptSecret, encryptSecret } from '../../lib/crypto.js';
import { PlatformError, type TokenSet } from '../../integrations/oauth/platform-http.js';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository.js';
import { createGrantRevoker, missingScopes as missingScopesOf, permissionMissing } from './oauth-grants.js';
import {
  grantedScopes,
  REFRESH_MARGIN_MS,
  type OAuthPlatformAdapter,
  type OAuthPlatformClient,
} from './oauth-platforms.js';

/*
 * YouTube and TikTok connections (docs/product/publishing.md): the consent round trip with a
 * state bound to the session, tokens stored encrypted (like the WordPress password), refreshed
 * a minute before they expire and once more when the platform refuses one; a refused refresh
 * token marks the connection as needing a new connect. A grant without a permission Forja
 * needs (the consent pages let the user untick one) is not stored as a working connection.
 */

const STATE_TTL_MS = 10 * 60 * 1000;
export const SETTINGS_RETURN_PATH = '/settings';

const storedTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
  refreshExpiresAt: z.number().nullable(),
  scope: z.string(),
  openId: z.string().optional(),
});

const hashState = (state: string) => crypto.createHash('sha256').update(state).digest('hex');
const secretContext = (userId: string, platform: ConnectionRow['platform']) =>
  `platform_connections:${userId}:${platform}`;

export interface OAuthConnectionsDeps {
  encryptionKey: Buffer;
  platforms: Record<OAuthPlatform, OAuthPlatformAdapter>;
  log: Logger;
}

export function createOAuthConnectionsService(repo: ConnectionsRepository, deps: OAuthConnectionsDeps) {
  // The variables to set are the operator's business: the Settings block shows them to administrators.
  const notConfigured = (platform: OAuthPlatform) =>
    new AppError(409, 'PLATFORM_NOT_CONFIGURED', `${platform} is not set up on this server.`);
  const notConnected = (platform: OAuthPlatform) =>
    new AppError(409, 'PLATFORM_NOT_CONNECTED', `${platform} is not connected. Connect it in Settings.`);
  const reconnect = (platform: OAuthPlatform) =>
    new AppError(
      409,
      'PLATFORM_RECONNECT_REQUIRED',
      `${platform} no longer accepts the saved access. Connect again.`,
    );

  function client(platform: OAuthPlatform): OAuthPlatformClient {
    const c = deps.platforms[platform].client;
    if (!c) throw notConfigured(platform);
    return c;
  }

  const encrypt = (userId: string, platform: OAuthPlatform, tokens: TokenSet) =>
    encryptSecret(JSON.stringify(tokens), deps.encryptionKey, secretContext(userId, platform));

  /**
   * What the Settings block shows. `operator`: the viewer may manage the studio's settings,
   * and is told which variables to set and the redirect address; anyone else learns only
   * whether the platform is set up.
   */
  function toConnection(
    platform: OAuthPlatform,
    row: ConnectionRow | undefined,
    operator = false,
  ): OAuthConnection {
    const { configured, missing, redirectUrl } = deps.platforms[platform].setup;
    const base = {
      connected: !!row,
      needsReconnect: row?.needsReconnect ?? false,
      connectedAt: row?.updatedAt.toISOString() ?? null,
      setup: operator ? { configured, missing, redirectUrl } : { configured },
    };
    if (platform === 'youtube') {
      const display = youtubeDisplaySchema.safeParse(row?.displayInfo);
      return { platform, display: row && display.success ? display.data : null, ...base };
    }
    const display = tiktokDisplaySchema.safeParse(row?.displayInfo);
    return { platform, display: row && display.success ? display.data : null, ...base };
  }

  /** A PlatformError as the API answers it. */
  function fromPlatform(platform: OAuthPlatform, error: unknown): unknown {
    if (!(error instanceof PlatformError)) return error;
    if (error.kind === 'revoked' || error.kind === 'unauthorized') return reconnect(platform);
    return new AppError(502, 'PLATFORM_UNAVAILABLE', error.message, {
      platform,
      ...(error.platformCode ? { platformCode: error.platformCode } : {}),
    });
  }

  /** The row's tokens; throws when they do not decrypt or parse (another key, damage). */
  const readTokens = (row: ConnectionRow): TokenSet =>
    storedTokensSchema.parse(
      JSON.parse(
        decryptSecret(row.configEncrypted, deps.encryptionKey, secretContext(row.userId, row.platform)),
      ),
    );

  async function storedTokens(userId: string, platform: OAuthPlatform): Promise<TokenSet> {
    const row = await repo.find(userId, platform);
    if (!row) throw notConnected(platform);
    if (row.needsReconnect) throw reconnect(platform);
    try {
      return readTokens(row);
    } catch {
      await repo.markNeedsReconnect(userId, platform);
      throw reconnect(platform);
    }
  }

  const grants = createGrantRevoker(deps.platforms, deps.log, readTokens);
  const missingScopes = (platform: OAuthPlatform, tokens: TokenSet) =>
    missingScopesOf(deps.platforms[platform], tokens);

  /*
   * One refresh at a time per connection. TikTok's refresh tokens rotate: the first refresh
   * spends the token, so a second one sent with it at the same moment is refused, which would
   * ask the user to connect again. Requests of this process share the refresh in flight, or
   * find its new tokens stored; one of another process that lost the race and was refused
   * finds them stored too, and uses them.
   */
  const refreshing = new Map<string, Promise<TokenSet>>();

  function refresh(userId: string, platform: OAuthPlatform, tokens: TokenSet): Promise<TokenSet> {
    const key = `${userId}:${platform}`;
    let running = refreshing.get(key);
    if (!running) {
      running = refreshOnce(userId, platform, tokens).finally(() => refreshing.delete(key));
      refreshing.set(key, running);
    }
    return running;
  }

  async function refreshOnce(userId: string, platform: OAuthPlatform, tokens: TokenSet): Promise<TokenSet> {
    // Refreshed since these tokens were read (a request that read them before): no second call.
    const current = await storedTokens(userId, platform);
    if (current.accessToken !== tokens.accessToken) return current;
    if (tokens.refreshExpiresAt !== null && tokens.refreshExpiresAt <= Date.now()) {
      await repo.markNeedsReconnect(userId, platform);
      throw reconnect(platform);
    }
    try {
      const fresh = await client(platform).refresh(tokens.refreshToken);
      const next: TokenSet = { ...fresh, openId: fresh.openId ?? tokens.openId };
      await repo.updateConfig(userId, platform, encrypt(userId, platform, next));
      return next;
    } catch (error) {
      if (error instanceof PlatformError && (error.kind === 'revoked' || error.kind === 'refused')) {
        const stored = await storedTokens(userId, platform).catch(() => undefined);
        if (stored && stored.refreshToken !== tokens.refreshToken) return stored; // refreshed elsewhere
        await repo.markNeedsReconnect(userId, platform);
        throw reconnect(platform);
      }
      throw error;
    }
  }

  /**
   * Runs `work` with a valid access token: refreshed first when it expires within a minute,
   * and once more if the platform refuses it anyway. PlatformErrors other than a refused token
   * come out as they are (the publishing job decides about retries).
   */
  async function withAccessToken<T>(
    userId: string,
    platform: OAuthPlatform,
    work: (accessToken: string, tokens: TokenSet) => Promise<T>,
  ): Promise<T> {
    let tokens = await storedTokens(userId, platform);
    if (tokens.accessExpiresAt - REFRESH_MARGIN_MS <= Date.now())
      tokens = await refresh(userId, platform, tokens);
    try {
      return await work(tokens.accessToken, tokens);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'unauthorized') throw error;
      tokens = await refresh(userId, platform, tokens);
      try {
        return await work(tokens.accessToken, tokens);
      } catch (again) {
        if (again instanceof PlatformError && again.kind === 'unauthorized') {
          await repo.markNeedsReconnect(userId, platform);
          throw reconnect(platform);
        }
        throw again;
      }
    }
  }

  function returnUrl(params: Record<string, string>): string {
    return `${SETTINGS_RETURN_PATH}?${new URLSearchParams({ tab: 'connections', ...params })}`;
  }

  return {
    toConnection,
    withAccessToken,

    /** The platform's consent address, with a fresh state bound to this user. */
    async start(userId: string, platform: OAuthPlatform): Promise<string> {
      const c = client(platform);
      const state = crypto.randomBytes(32).toString('base64url');
      await repo.saveState(hashState(state), userId, platform, new Date(Date.now() + STATE_TTL_MS));
      return c.authorizeUrl(state);
    },

    /**
     * The return from the consent page. Always answers with where to send the browser:
     * Settings with success and the channel or username, or with one of the codes in docs/product/publishing.md.
     */
    async callback(
      userId: string | undefined,
      platform: OAuthPlatform,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const fail = (kind: 'denied' | 'invalid' | 'failed') =>
        returnUrl({ error: `${platform}_auth_${kind}` as OAuthReturnError });
      if (query.error) {
        // The state is consumed either way, so it cannot be replayed.
        if (query.state) await repo.takeState(hashState(query.state));
        return fail(query.error === 'access_denied' ? 'denied' : 'failed');
      }
      if (!query.code || !query.state || !userId) return fail('invalid');
      const issued = await repo.takeState(hashState(query.state));
      if (!issued || issued.userId !== userId || issued.platform !== platform) return fail('invalid');
      const c = deps.platforms[platform].client;
      if (!c) return fail('failed');
      try {
        const tokens = await c.exchangeCode(query.code);
        const missing = missingScopes(platform, tokens);
        if (missing.length > 0) {
          // Not stored: it could not publish. A grant nothing else uses is given back at once
          // (an earlier connection may share Google's grant: that one is left alone).
          if (!(await repo.find(userId, platform))) await grants.revoke(platform, tokens, userId);
          return returnUrl({
            error: `${platform}_permission_missing` as OAuthReturnError,
            missing: missing.join(','),
          });
        }
        const profile = await c.profile(tokens.accessToken, grantedScopes(tokens));
        await repo.save(userId, platform, encrypt(userId, platform, tokens), profile.display);
        return returnUrl({ success: `${platform}_connected`, ...profile.returnParam });
      } catch (error) {
        deps.log.warn({ err: error, platform }, 'platform authorisation failed');
        return fail('failed');
      }
    },

    /** The Test button: reads the channel or account again and shows what it says now. */
    async test(userId: string, platform: OAuthPlatform, operator = false): Promise<OAuthConnection> {
      try {
        const profile = await withAccessToken(userId, platform, (token, tokens) =>
          client(platform).profile(token, grantedScopes(tokens)),
        );
        const row = await repo.find(userId, platform);
        if (!row) throw notConnected(platform);
        const saved = await repo.save(userId, platform, row.configEncrypted, profile.display);
        return toConnection(platform, saved, operator);
      } catch (error) {
        throw fromPlatform(platform, error);
      }
    },

    /**
     * Revokes the grant at the platform (TikTok: with a refreshed access token when the stored
     * one expired), then forgets it. Forgotten even when the revoke failed: the user asked
     * Forja to let go. The answer says whether the platform confirmed it, so the user can be
     * told to remove Forja in the platform's own settings when it did not.
     */
    async disconnect(userId: string, platform: OAuthPlatform): Promise<OAuthDisconnectResult> {
      const row = await repo.find(userId, platform);
      if (!row) return { revocation: 'none' };
      const revoked = await grants.revokeRow(row);
      await repo.delete(userId, platform);
      return { revocation: revoked ? 'revoked' : 'failed' };
    },

    /** Account deletion: the revokes of the user's grants, to run after the commit. */
    revokeAfterDeletion: grants.afterDeletion,

    /**
     * For publishing: throws PLATFORM_NOT_CONNECTED / PLATFORM_RECONNECT_REQUIRED early, and
     * PLATFORM_PERMISSION_MISSING for a grant stored without a permission publishing needs.
     */
    async requireConnected(userId: string, platform: OAuthPlatform): Promise<OAuthConnection> {
      const row = await repo.find(userId, platform);
      if (!row) throw notConnected(platform);
      if (row.needsReconnect) throw reconnect(platform);
      const missing = missingScopes(platform, await storedTokens(userId, platform));
      if (missing.length > 0) throw permissionMissing(platform, missing);
      return toConnection(platform, row);
    },

    fromPlatform,
  };
}
export type OAuthConnectionsService = ReturnType<typeof createOAuthConnectionsService>;
