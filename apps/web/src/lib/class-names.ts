/**
 * Joins class names, nothing more. Components on the landing page use it instead of `cn`
 * (lib/utils), whose tailwind-merge would add ~8 KB gzip to the page's first download;
 * they never pass conflicting utilities, so there is nothing to merge.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
