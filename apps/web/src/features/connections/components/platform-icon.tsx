import type { Platform } from '@forja/contracts';
import { OutlineIcon } from '@/components/ui/outline-icon';

/* Outline marks in the style of the other icons (24px grid, 2px stroke); brand logos are not bundled. */
const PATHS: Record<Platform, string> = {
  wordpress: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM6.5 9l2.5 7 3-6 3 6 2.5-7',
  youtube: 'M3 8a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zm7 1v6l5-3z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5',
};

export { PLATFORM_NAMES } from '@/lib/schedule-links';

export function PlatformIcon({ platform }: { platform: Platform }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
      <OutlineIcon path={PATHS[platform]} />
    </span>
  );
}
