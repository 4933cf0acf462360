import {
  fakeId,
  parseContentRange,
  redirect,
  sendJson,
  startFakePlatformServer,
} from './fake-platform-server.js';

/*
 * A small Google for tests and the e2e journey: the OAuth 2.0 consent page (it answers at
 * once, granting or denying), the token endpoint (authorization_code and refresh_token
 * grants, invalid_grant for a revoked refresh token), revoke, YouTube's channels.list and the
 * resumable upload protocol. `dropAtByte` makes the next upload lose its connection once it has
 * received that many bytes, as a flaky network would. `grantedScopes` is what the user leaves
 * ticked on the consent page (Google's granular consent): the token answer's `scope` says so,
 * and the API refuses what those scopes do not cover, as Google does (403).
 */

const UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload';
const READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

export interface FakeGoogleUpload {
  metadata: Record<string, unknown>;
  size: number;
  contentType: string;
  received: Buffer[];
  receivedBytes: number;
  videoId?: string;
}

export async function startFakeGoogle(port = 0) {
  const state = {
    deny: false,
    /** Seconds an access token lives (Google: 3599). */
    accessLifetime: 3599,
    dropAtByte: undefined as number | undefined,
    channel: { id: 'UC_fake_channel', title: 'Forja Test Channel', subscriberCount: '1234' },
    /** The scopes the user grants on the consent page; null: every scope asked for. */
    grantedScopes: null as string[] | null,
    /** /revoke answers 503 (Google down). */
    failRevoke: false,
    codes: new Map<string, string>(), // code -> refresh token
    scopesOf: new Map<string, string[]>(), // refresh or access token -> its grant's scopes
    refreshTokens: new Set<string>(),
    accessTokens: new Map<string, number>(), // token -> expires at (ms)
    grants: [] as string[], // grant types used, in order
    revoked: [] as string[],
    uploads: new Map<string, FakeGoogleUpload>(),
    statusQueries: 0,
    drops: 0,
  };

  const issueAccess = (refresh: string) => {
    const token = fakeId('ya29.');
    state.accessTokens.set(token, Date.now() + state.accessLifetime * 1000);
    state.scopesOf.set(token, state.scopesOf.get(refresh) ?? []);
    return token;
  };
  const validAccess = (token: string | undefined) =>
    !!token && (state.accessTokens.get(token) ?? 0) > Date.now();
  const hasScope = (token: string | undefined, scope: string) =>
    !!token && (state.scopesOf.get(token) ?? []).includes(scope);
  const insufficientScopes = (res: Parameters<typeof sendJson>[0]) =>
    sendJson(res, 403, {
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        errors: [{ reason: 'insufficientPermissions' }],
      },
    });

  const server = await startFakePlatformServer((req, res, raw) => {
    const path = req.url.pathname;
    if (req.method === 'GET' && path === '/health') return void res.writeHead(200).end('ok');

    if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
      const back = new URL(req.url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('state', req.url.searchParams.get('state') ?? '');
      if (state.deny) back.searchParams.set('error', 'access_denied');
      else {
        const code = fakeId('4/code');
        const refresh = fakeId('1//refresh');
        const asked = (req.url.searchParams.get('scope') ?? '').split(' ').filter(Boolean);
        const granted = state.grantedScopes ?? asked;
        state.codes.set(code, refresh);
        state.scopesOf.set(refresh, granted);
        back.searchParams.set('code', code);
        back.searchParams.set('scope', granted.join(' '));
      }
      return redirect(res, back.toString());
    }

    if (req.method === 'POST' && path === '/token') {
      const grant = req.form.get('grant_type') ?? '';
      state.grants.push(grant);
      if (grant === 'authorization_code') {
        const refresh = state.codes.get(req.form.get('code') ?? '');
        if (!refresh) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad code.' });
        state.codes.delete(req.form.get('code') ?? '');
        state.refreshTokens.add(refresh);
        return sendJson(res, 200, {
          access_token: issueAccess(refresh),
          expires_in: state.accessLifetime,
          refresh_token: refresh,
          scope: (state.scopesOf.get(refresh) ?? []).join(' '),
          token_type: 'Bearer',
        });
      }
      if (grant === 'refresh_token') {
        const refresh = req.form.get('refresh_token') ?? '';
        if (!state.refreshTokens.has(refresh)) {
          return sendJson(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        }
        return sendJson(res, 200, {
          access_token: issueAccess(refresh),
          expires_in: state.accessLifetime,
          scope: (state.scopesOf.get(refresh) ?? []).join(' '),
          token_type: 'Bearer',
        });
      }
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    }

    if (req.method === 'POST' && path === '/revoke') {
      if (state.failRevoke) return sendJson(res, 503, { error: 'temporarily_unavailable' });
      const token = req.form.get('token') ?? '';
      state.revoked.push(token);
      if (!state.refreshTokens.delete(token) && !state.accessTokens.delete(token)) {
        return sendJson(res, 400, { error: 'invalid_token' });
      }
      return sendJson(res, 200, {});
    }

    const unauthorized = () =>
      sendJson(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          errors: [{ reason: 'authError' }],
        },
      });

    if (req.method === 'GET' && path === '/youtube/v3/channels') {
      if (!validAccess(req.bearer)) return unauthorized();
      if (!hasScope(req.bearer, READONLY_SCOPE)) return insufficientScopes(res);
      const c = state.channel;
      return sendJson(res, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            id: c.id,
            snippet: { title: c.title },
            statistics: { subscriberCount: c.subscriberCount, hiddenSubscriberCount: false },
          },
        ],
      });
    }

    if (req.method === 'POST' && path === '/upload/youtube/v3/videos') {
      if (!validAccess(req.bearer)) return unauthorized();
      if (!hasScope(req.bearer, UPLOAD_SCOPE)) return insufficientScopes(res);
      const id = fakeId('session');
      state.uploads.set(id, {
        metadata: req.json,
        size: Number(req.headers['x-upload-content-length']),
        contentType: String(req.headers['x-upload-content-type'] ?? ''),
        received: [],
        receivedBytes: 0,
      });
      return void res.writeHead(200, { location: `${server.url}/upload/session/${id}` }).end();
    }

    const session = /^\/upload\/session\/([\w.]+)$/.exec(path);
    if (req.method === 'PUT' && session) {
      const upload = state.uploads.get(session[1]!);
      const range = parseContentRange(req.headers['content-range']);
      if (!upload || !range) return sendJson(res, 404, { error: { code: 404, message: 'No such upload.' } });
      const done = () => {
        upload.videoId ??= fakeId('vid');
        const status = (upload.metadata.status ?? {}) as Record<string, unknown>;
        return sendJson(res, 201, {
          kind: 'youtube#video',
          id: upload.videoId,
          status: { privacyStatus: status.privacyStatus },
        });
      };
      const resume = () =>
        void res
          .writeHead(308, upload.receivedBytes > 0 ? { range: `bytes=0-${upload.receivedBytes - 1}` } : {})
          .end();
      if (range.start === undefined) {
        state.statusQueries++;
        return upload.receivedBytes === upload.size ? done() : resume();
      }
      if (range.start !== upload.receivedBytes) return resume();
      let chunk = req.body;
      if (state.dropAtByte !== undefined && upload.receivedBytes + chunk.length > state.dropAtByte) {
        // Keep what "arrived" before the line went down, then cut the connection.
        chunk = chunk.subarray(0, Math.max(0, state.dropAtByte - upload.receivedBytes));
        upload.received.push(chunk);
        upload.receivedBytes += chunk.length;
        state.dropAtByte = undefined;
        state.drops++;
        return void raw.socket.destroy();
      }
      upload.received.push(chunk);
      upload.receivedBytes += chunk.length;
      return upload.receivedBytes === upload.size ? done() : resume();
    }

    sendJson(res, 404, { error: { code: 404, message: `No fake for ${req.method} ${path}` } });
  }, port);

  return {
    ...server,
    state,
    /** Every access token stops working now (as after an hour). */
    expireAccessTokens: () => state.accessTokens.clear(),
    /** The user removed the app from their Google account: the refresh tokens die. */
    revokeAll: () => {
      state.refreshTokens.clear();
      state.accessTokens.clear();
    },
    uploadedBytes: (videoId: string) => {
      const upload = [...state.uploads.values()].find((u) => u.videoId === videoId);
      return upload ? Buffer.concat(upload.received) : undefined;
    },
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
