import {
  fakeId,
  parseContentRange,
  redirect,
  sendJson,
  startFakePlatformServer,
} from './fake-platform-server.js';

/*
 * A small TikTok for tests: Login Kit v2's consent page (grants or denies at once), the token
 * endpoint with rotating refresh tokens, revoke, user info, and the Content Posting API's
 * direct post (creator info, init with TikTok's chunk rules checked, chunked PUTs, status
 * that is PROCESSING_UPLOAD for `processingPolls` calls, then PUBLISH_COMPLETE or FAILED).
 * `grantedScopes` is what the user leaves ticked on the consent page: the token answer's
 * `scope` says so, and user info and posting refuse what those scopes do not cover
 * (`scope_not_authorized`). Revoke wants a live access token, as TikTok's does, and ends
 * that grant (its refresh token too).
 */

/** user/info fields and the scope each needs (Display API v2). */
const FIELD_SCOPES: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  display_name: 'user.info.basic',
  username: 'user.info.profile',
  bio_description: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

const MB = 1024 * 1024;
const ok = { code: 'ok', message: '', log_id: 'fake-log' };

export interface FakeTikTokPost {
  postInfo: Record<string, unknown>;
  size: number;
  chunkSize: number;
  totalChunks: number;
  chunks: { start: number; end: number; bytes: number }[];
  receivedBytes: number;
  polls: number;
}

export async function startFakeTikTok(port = 0) {
  const state = {
    deny: false,
    accessLifetime: 86_400,
    refreshLifetime: 31_536_000,
    privacyLevelOptions: ['SELF_ONLY'] as string[],
    processingPolls: 2,
    failPublish: false,
    user: { open_id: 'open-123', username: 'forja.tester', display_name: 'Forja Tester', follower_count: 42 },
    /** The creator info's max_video_post_duration_sec. */
    maxVideoPostDurationSec: 600,
    /** The scopes the user grants on the consent page; null: every scope asked for. */
    grantedScopes: null as string[] | null,
    /** /v2/oauth/revoke/ answers 500 (TikTok down). */
    failRevoke: false,
    codes: new Map<string, string[]>(), // code -> the scopes granted
    refreshTokens: new Set<string>(),
    accessTokens: new Map<string, number>(),
    /** Access and refresh tokens -> their grant (id and scopes). */
    grantOf: new Map<string, { id: string; scopes: string[] }>(),
    grants: [] as string[],
    revoked: [] as string[],
    posts: new Map<string, FakeTikTokPost>(),
  };
  const issue = (grant: { id: string; scopes: string[] }) => {
    const access = fakeId('act.');
    const refresh = fakeId('rft.');
    state.accessTokens.set(access, Date.now() + state.accessLifetime * 1000);
    state.refreshTokens.add(refresh);
    state.grantOf.set(access, grant);
    state.grantOf.set(refresh, grant);
    return {
      access_token: access,
      expires_in: state.accessLifetime,
      open_id: state.user.open_id,
      refresh_expires_in: state.refreshLifetime,
      refresh_token: refresh,
      scope: grant.scopes.join(','),
      token_type: 'Bearer',
    };
  };
  const valid = (token: string | undefined) => !!token && (state.accessTokens.get(token) ?? 0) > Date.now();
  const hasScope = (token: string | undefined, scope: string) =>
    !!token && (state.grantOf.get(token)?.scopes ?? []).includes(scope);
  const scopeRefused = () =>
    apiError(401, 'scope_not_authorized', 'The user did not authorize the scope required for this request.');
  const apiError = (status: number, code: string, message: string) => ({
    status,
    body: { data: {}, error: { code, message, log_id: 'fake-log' } },
  });

  const server = await startFakePlatformServer((req, res) => {
    const path = req.url.pathname;
    if (req.method === 'GET' && path === '/health') return void res.writeHead(200).end('ok');

    if (req.method === 'GET' && path === '/v2/auth/authorize/') {
      const back = new URL(req.url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('state', req.url.searchParams.get('state') ?? '');
      if (state.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied the request.');
      } else {
        const code = fakeId('code-');
        const asked = (req.url.searchParams.get('scope') ?? '').split(',').filter(Boolean);
        const granted = state.grantedScopes ?? asked;
        state.codes.set(code, granted);
        back.searchParams.set('code', code);
        back.searchParams.set('scopes', granted.join(','));
      }
      return redirect(res, back.toString());
    }

    if (req.method === 'POST' && path === '/v2/oauth/token/') {
      const grant = req.form.get('grant_type') ?? '';
      state.grants.push(grant);
      const invalid = () =>
        sendJson(res, 400, {
          error: 'invalid_grant',
          error_description: 'The token is invalid or expired.',
          log_id: 'x',
        });
      if (grant === 'authorization_code') {
        const code = req.form.get('code') ?? '';
        const scopes = state.codes.get(code);
        if (!scopes) return invalid();
        state.codes.delete(code);
        return sendJson(res, 200, issue({ id: fakeId('grant-'), scopes }));
      }
      if (grant === 'refresh_token') {
        // Rotating: the refresh token used is spent.
        const refresh = req.form.get('refresh_token') ?? '';
        if (!state.refreshTokens.delete(refresh)) return invalid();
        return sendJson(res, 200, issue(state.grantOf.get(refresh) ?? { id: fakeId('grant-'), scopes: [] }));
      }
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    }

    if (req.method === 'POST' && path === '/v2/oauth/revoke/') {
      if (state.failRevoke) return sendJson(res, 500, { error: 'server_error', log_id: 'fake-log' });
      const token = req.form.get('token') ?? '';
      if (!valid(token)) {
        return sendJson(res, 401, {
          error: 'invalid_request',
          error_description: 'The access token is invalid or has expired.',
          log_id: 'fake-log',
        });
      }
      state.revoked.push(token);
      // The whole grant ends: every token issued under it.
      const grant = state.grantOf.get(token)?.id;
      for (const [t, g] of state.grantOf) {
        if (g.id !== grant) continue;
        state.accessTokens.delete(t);
        state.refreshTokens.delete(t);
      }
      return sendJson(res, 200, {});
    }

    const reply = (r: { status: number; body: unknown }) => sendJson(res, r.status, r.body);
    if (path.startsWith('/v2/') && !valid(req.bearer)) {
      return reply(
        apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.'),
      );
    }

    if (req.method === 'GET' && path === '/v2/user/info/') {
      const fields = (req.url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
      if (fields.some((f) => !hasScope(req.bearer, FIELD_SCOPES[f] ?? 'unknown')))
        return reply(scopeRefused());
      const user = Object.fromEntries(Object.entries(state.user).filter(([field]) => fields.includes(field)));
      return sendJson(res, 200, { data: { user }, error: ok });
    }

    if (path.startsWith('/v2/post/') && !hasScope(req.bearer, 'video.publish')) return reply(scopeRefused());

    if (req.method === 'POST' && path === '/v2/post/publish/creator_info/query/') {
      return sendJson(res, 200, {
        data: {
          creator_avatar_url: '',
          creator_username: state.user.username,
          creator_nickname: state.user.display_name,
          privacy_level_options: state.privacyLevelOptions,
          comment_disabled: false,
          duet_disabled: true,
          stitch_disabled: false,
          max_video_post_duration_sec: state.maxVideoPostDurationSec,
        },
        error: ok,
      });
    }

    if (req.method === 'POST' && path === '/v2/post/publish/video/init/') {
      const source = (req.json.source_info ?? {}) as Record<string, number | string>;
      const postInfo = (req.json.post_info ?? {}) as Record<string, unknown>;
      const size = Number(source.video_size);
      const chunkSize = Number(source.chunk_size);
      const total = Number(source.total_chunk_count);
      const last = size - chunkSize * (total - 1);
      const rulesKept =
        source.source === 'FILE_UPLOAD' &&
        (size < 5 * MB
          ? chunkSize === size && total === 1
          : chunkSize >= 5 * MB &&
            chunkSize <= 64 * MB &&
            total === Math.floor(size / chunkSize) &&
            last <= 128 * MB);
      if (!rulesKept)
        return reply(apiError(400, 'invalid_params', 'The chunk plan breaks the upload rules.'));
      if (!state.privacyLevelOptions.includes(String(postInfo.privacy_level))) {
        return reply(
          apiError(403, 'unaudited_client_can_only_post_to_private_accounts', 'Private posts only.'),
        );
      }
      const id = fakeId('v_pub_file~');
      state.posts.set(id, {
        postInfo,
        size,
        chunkSize,
        totalChunks: total,
        chunks: [],
        receivedBytes: 0,
        polls: 0,
      });
      return sendJson(res, 200, {
        data: { publish_id: id, upload_url: `${server.url}/upload/${encodeURIComponent(id)}` },
        error: ok,
      });
    }

    const upload = /^\/upload\/(.+)$/.exec(path);
    if (req.method === 'PUT' && upload) {
      const post = state.posts.get(decodeURIComponent(upload[1]!));
      const range = parseContentRange(req.headers['content-range']);
      if (!post || !range || range.start === undefined) return sendJson(res, 400, { error: 'bad upload' });
      const index = post.chunks.length;
      const expectedEnd = index === post.totalChunks - 1 ? post.size : (index + 1) * post.chunkSize;
      if (
        range.start !== post.receivedBytes ||
        range.end! + 1 !== expectedEnd ||
        req.body.length !== expectedEnd - range.start
      ) {
        return sendJson(res, 416, { error: 'range not satisfiable' });
      }
      post.chunks.push({ start: range.start, end: range.end!, bytes: req.body.length });
      post.receivedBytes += req.body.length;
      return void res.writeHead(post.receivedBytes === post.size ? 201 : 206).end();
    }

    if (req.method === 'POST' && path === '/v2/post/publish/status/fetch/') {
      const post = state.posts.get(String(req.json.publish_id));
      if (!post) return reply(apiError(400, 'invalid_publish_id', 'Unknown publish id.'));
      post.polls++;
      const uploaded = post.receivedBytes === post.size;
      if (!uploaded || post.polls <= state.processingPolls) {
        return sendJson(res, 200, {
          data: { status: 'PROCESSING_UPLOAD', uploaded_bytes: post.receivedBytes },
          error: ok,
        });
      }
      if (state.failPublish) {
        return sendJson(res, 200, {
          data: { status: 'FAILED', fail_reason: 'video_pull_failed' },
          error: ok,
        });
      }
      const isPrivate = post.postInfo.privacy_level === 'SELF_ONLY';
      return sendJson(res, 200, {
        data: {
          status: 'PUBLISH_COMPLETE',
          publicaly_available_post_id: isPrivate ? [] : ['7300000000000000001'],
        },
        error: ok,
      });
    }

    sendJson(res, 404, {
      data: {},
      error: { code: 'not_found', message: `No fake for ${req.method} ${path}` },
    });
  }, port);

  return {
    ...server,
    state,
    expireAccessTokens: () => state.accessTokens.clear(),
    revokeAll: () => {
      state.refreshTokens.clear();
      state.accessTokens.clear();
    },
  };
}
export type FakeTikTok = Awaited<ReturnType<typeof startFakeTikTok>>;
