import type { WordPressDisplay } from '@forja/contracts';

/** 'Ana Pop (ana)', or just the login when the site has no other display name. */
export function wordpressUser(display: WordPressDisplay): string {
  return display.displayName && display.displayName !== display.username
    ? `${display.displayName} (${display.username})`
    : display.username;
}
