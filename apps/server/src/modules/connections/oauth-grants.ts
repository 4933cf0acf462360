import type { Logger } from 'pino';
import type { OAuthPlatform } from '@forja/contracts';
import { AppError } from '../../lib/app-error.js';
import type { TokenSet } from '../../integrations/oauth/platform-http.js';
import type { ConnectionRow } from './connections.repository.js';
import { grantedScopes, shortScopeName, type OAuthPlatformAdapter } from './oauth-platforms.js';

/*
 * What a YouTube or TikTok grant allows, and giving it back. Both consent pages let the user
 * untick a permission, so a grant is checked against what Forja cannot work without; a
 * revoke is reported as confirmed or not, never assumed (docs/product/publishing.md).
 */

/** The required scopes the grant lacks (short names); none when the platform did not say which it granted. */
export function missingScopes(adapter: OAuthPlatformAdapter, tokens: TokenSet): string[] {
  const granted = grantedScopes(tokens);
  if (!granted) return [];
  return adapter.requiredScopes.filter((s) => !granted.includes(s)).map(shortScopeName);
}

export const permissionMissing = (platform: OAuthPlatform, missing: string[]) =>
  new AppError(
    409,
    'PLATFORM_PERMISSION_MISSING',
    `${platform} did not grant Forja: ${missing.join(', ')}. Connect again and allow them.`,
    { platform, missing },
  );

export function createGrantRevoker(
  platforms: Record<OAuthPlatform, OAuthPlatformAdapter>,
  log: Logger,
  /** The row's tokens; throws when they do not decrypt or parse. */
  readTokens: (row: ConnectionRow) => TokenSet,
) {
  /**
   * Ends a grant at the platform (TikTok refreshes an expired access token first: see
   * oauth-platforms.ts). True when the platform confirmed it; false (logged) when it could not
   * be reached, refused, or the server no longer has the platform's keys.
   */
  async function revoke(platform: OAuthPlatform, tokens: TokenSet, userId: string): Promise<boolean> {
    const c = platforms[platform].client;
    if (!c) {
      log.warn({ platform, userId }, 'cannot revoke a platform grant: the platform is not set up');
      return false;
    }
    try {
      await c.revoke(tokens);
      return true;
    } catch (error) {
      log.warn({ err: error, platform, userId }, 'could not revoke the platform grant');
      return false;
    }
  }

  /** A stored connection's grant; false when its tokens cannot be read (nothing to revoke with). */
  async function revokeRow(row: ConnectionRow): Promise<boolean> {
    if (row.platform === 'wordpress') return false;
    let tokens: TokenSet;
    try {
      tokens = readTokens(row);
    } catch (error) {
      log.warn(
        { err: error, platform: row.platform, userId: row.userId },
        'stored platform tokens unreadable',
      );
      return false;
    }
    return revoke(row.platform, tokens, row.userId);
  }

  return {
    revoke,
    revokeRow,

    /**
     * Account deletion (connections.module.ts eraseUserData): the rows go with the user; the
     * grants they hold are revoked at the platforms by the returned function, after the
     * commit. A failure is logged and the deletion stands.
     */
    afterDeletion(rows: ConnectionRow[]): (() => Promise<void>) | undefined {
      const grants = rows.filter((r) => r.platform !== 'wordpress');
      if (grants.length === 0) return undefined;
      return async () => {
        await Promise.all(grants.map(revokeRow));
      };
    },
  };
}
