import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/* How the video studio and the Video Library write a video's numbers (docs/product/video-studio-web.md). */

/** Seconds as m:ss ("1:05"); an unknown duration is null. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes as B, KB, MB or GB with 2 decimals in the reader's language ("1.50 MB", "1,50 MB"); bytes stay whole. */
export function formatFileSize(bytes: number | null | undefined, language = 'en'): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
  return `${number} ${SIZE_UNITS[unit]}`;
}

/** A video format (VIDEO_RESOLUTIONS) as people call it ("Instagram story · 9:16"), never its key. */
export function videoFormatName(t: TFunction, resolution: string): string {
  const key = `video-studio:resolutions.${resolution}`;
  return i18n.exists(key) ? t(key) : resolution;
}

/**
 * How long a render took, from its start and end, in the reader's language ("48 sec",
 * "1 min 12 sec", "1 min. 12 sec."); null when it has not ended.
 */
export function formatElapsed(from: string, to: string | null | undefined, language = 'en'): string | null {
  if (!to) return null;
  const seconds = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
  if (!Number.isFinite(seconds)) return null;
  const unit = (u: 'minute' | 'second', n: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0
    ? unit('second', seconds)
    : `${unit('minute', minutes)} ${unit('second', seconds % 60)}`;
}

/** A download name from the title ("My trip to Rome!" -> "my-trip-to-rome.mp4"), else the fallback. */
export function videoFileName(title: string, fallback: string): string {
  return fileNameFrom(title, fallback, 'mp4', 80);
}

/** "Munții noștri" -> "muntii-nostri.mp3": letters without accents, digits and dashes, else the fallback. */
export function fileNameFrom(title: string, fallback: string, extension: string, maxLength: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return `${slug || fallback}.${extension}`;
}
