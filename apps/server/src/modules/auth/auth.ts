import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
  languageSchema,
} from '@forja/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import type { MailService } from '../mail/mail.service.js';
import { passwordResetMail } from '../mail/password-reset-mail.js';
import { endResetLinks, keepNewestResetLink } from './reset-links.js';

const DAY = 60 * 60 * 24;

export interface AuthDeps {
  db: Db;
  config: Config;
  authSecret: string;
  mail: MailService;
  log: Logger;
}

/** Better Auth: e-mail and password accounts with database sessions. */
async function loadBetterAuth({ db, config, authSecret, mail, log }: AuthDeps) {
  const [{ betterAuth }, { drizzleAdapter }] = await Promise.all([
    // The build without Kysely (some 260 modules this server never uses: its database is Drizzle's).
    import('better-auth/minimal'),
    import('better-auth/adapters/drizzle'),
  ]);
  return betterAuth({
    appName: 'Forja',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        await endResetLinks(db, user.id);
      },
      async sendResetPassword({ user, token }) {
        await keepNewestResetLink(db, user.id);
        // Our own page, not Better Auth's redirect endpoint: the page checks the token itself.
        const url = `${config.appUrl}/reset-password-confirmation?token=${encodeURIComponent(token)}`;
        const language = languageSchema.catch('en').parse((user as { language?: string }).language);
        await mail.send(passwordResetMail({ email: user.email, name: user.name, language }, url));
      },
    },
    user: {
      additionalFields: {
        // Never from the client (input: false); the sign-up trigger makes the first account the owner.
        role: { type: 'string', input: false, defaultValue: 'user' },
        language: { type: 'string', input: true, required: false, defaultValue: 'en' },
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Reset tokens are stored hashed, so a leaked table does not leak working links.
    verification: { storeIdentifier: 'hashed' },
    rateLimit: { enabled: false }, // login throttling is ours (login-throttle.ts), stored in the database
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

type BetterAuth = Awaited<ReturnType<typeof loadBetterAuth>>;

/** Better Auth's handler, API and context, each waiting for the library on its first use. */
export interface Auth {
  handler: BetterAuth['handler'];
  api: BetterAuth['api'];
  readonly $context: BetterAuth['$context'];
  /** Loads the library now, if nothing has yet (main.ts, once the server listens). */
  load(): Promise<BetterAuth>;
}

/*
 * Better Auth is imported on first use, not at start: its modules cost a start ~0.5 s of CPU
 * and ~25 MB before the first request could be answered, and `/api/health` or the worker never
 * need it. The server loads it right after it starts listening (main.ts), so a sign-in rarely
 * waits for it.
 */
export function createAuth(deps: AuthDeps): Auth {
  let loaded: Promise<BetterAuth> | undefined;
  const load = () => (loaded ??= loadBetterAuth(deps));
  return {
    load,
    handler: async (request) => (await load()).handler(request),
    // Every API method, called on the loaded instance.
    api: new Proxy({} as BetterAuth['api'], {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          const api = (await load()).api as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return api[name]!(...args);
        },
    }),
    get $context() {
      return load().then((auth) => auth.$context);
    },
  };
}
