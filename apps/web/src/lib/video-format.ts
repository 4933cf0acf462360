/* How the video studio and the Video Library write a video's numbers (spec §9). */

/** Seconds as m:ss ("1:05"); an unknown duration is null. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes as B, KB, MB or GB with 2 decimals ("1.50 MB"); bytes stay whole. */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** A download name from the title ("My trip to Rome!" -> "my-trip-to-rome.mp4"), else the fallback. */
export function videoFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.mp4`;
}
