import { userStorageKey } from '@/lib/user-storage';

/** Where and in which envelope version the video studio's draft store keeps a user's draft (video-draft.ts). */
export const VIDEO_DRAFT_STORAGE = { name: 'video-studio', version: 1 } as const;

/**
 * The render id of the user's stored video draft, read from its envelope without the draft's
 * schema (and zod): the app-wide watcher asks this on every page, and loads the draft store
 * and its follow-up code only when a render may be pending. A draft the schema would reject
 * still answers here; the store then reads it as empty, which follows nothing.
 */
export function storedRenderId(userId: string): string | null {
  try {
    const raw = localStorage.getItem(userStorageKey(VIDEO_DRAFT_STORAGE.name, userId));
    const envelope: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(envelope) || envelope.version !== VIDEO_DRAFT_STORAGE.version) return null;
    const renderId = isRecord(envelope.draft) ? envelope.draft.renderId : null;
    return typeof renderId === 'string' ? renderId : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
