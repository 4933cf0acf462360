/*
 * The names the policy lists. They mirror what the studio really stores: Better Auth's
 * session cookie (with the __Secure- prefix over HTTPS), the language key and cookie of
 * lib/i18n, and the consent key (`cookie_prefs`, cookie-consent). The policy page's test
 * checks the language names against lib/i18n.
 */
export const SESSION_COOKIE_NAME = 'better-auth.session_token';
export const LANGUAGE_KEY_NAME = 'forja.language';
export const COOKIE_PREFS_KEY_NAME = 'cookie_prefs';
