/** Business constants shared by the web app and the server. */
export const LANGUAGES = ['en', 'ro', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PROFILE_FIELD_MAX_LENGTH = 200;

/** The route guards show a spinner for at most this long while the session loads. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;
/** Password-reset links work once and expire after this many seconds. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Failed sign-ins for one address before it is slowed down, within the window. */
export const LOGIN_FAILURES_BEFORE_THROTTLE = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** A contact message longer than this is refused (the landing's form shows a counter). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
