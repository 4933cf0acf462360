import type { SocialNetwork } from '@forja/contracts';
import { OutlineIcon } from '@/components/ui/outline-icon';

/*
 * Simple outline marks in the style of the other icons (24px grid, 2px stroke). Brand logos
 * are not bundled: these stay recognisable and weigh a few hundred bytes.
 */
const PATHS: Record<SocialNetwork, string> = {
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7.5v.01M12 16v-6M12 12.5a2.5 2.5 0 0 1 5 0V16',
  x: 'M4 4l16 16M20 4L4 20',
  youtube: 'M3 8a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zm7 1v6l5-3z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5',
  github:
    'M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  mastodon:
    'M20 8.5C20 5 17.5 3.5 15.5 3.3c-2-.3-5-.3-7 0C6.5 3.5 4 5 4 8.5v4c0 5 2.5 7 6.5 7.5 2 .2 3.5 0 4.5-.5l-.2-1.8c-1.3.4-4.3.6-5.3-.7 3 .7 10.5 1 10.5-4.5zM8 14V9.5a2 2 0 0 1 4 0V12m0 0V9.5a2 2 0 0 1 4 0V14',
  website:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
};

export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
  mastodon: 'Mastodon',
  website: 'Web',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <OutlineIcon path={PATHS[network]} />;
}
