import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { MediaItem, StockProvider } from '@forja/contracts';
import type { MediaLibrary, NewMediaFile } from '../modules/media-library/media-library-seam.js';

/*
 * Tests only: the media library's seam (modules/media-library/media-library-seam.ts) as a double
 * for a caller's suite that checks exactly what reaches the library (the stock footage suite:
 * which file was downloaded, under which name and credit). It keeps items in memory per user and
 * reads the scratch file's bytes at once (the caller removes the file after `add`). It probes
 * nothing: the real library's suites, and stock-media-library.api.test.ts, cover that.
 */

export interface AddedFile {
  userId: string;
  file: NewMediaFile;
  bytes: Buffer;
}

export interface RecordingMediaLibrary extends MediaLibrary {
  added: AddedFile[];
  items: Map<string, { userId: string; item: MediaItem; stock?: NewMediaFile['stock'] }>;
}

export function recordingMediaLibrary(): RecordingMediaLibrary {
  const added: AddedFile[] = [];
  const items: RecordingMediaLibrary['items'] = new Map();
  return {
    added,
    items,
    async mediaItem() {
      return null;
    },
    async musicTrack() {
      return null;
    },
    async add(userId, file) {
      const bytes = await readFile(file.path);
      added.push({ userId, file, bytes });
      const isImage = bytes[0] === 0x89 || bytes[0] === 0xff;
      const id = crypto.randomUUID();
      const item: MediaItem = {
        id,
        origin: file.stock ? 'stock' : 'upload',
        type: isImage ? 'image' : 'video',
        name: file.name,
        url: `/files/media/${id}`,
        posterUrl: `/files/media/${id}-poster`,
        contentType: isImage ? 'image/png' : 'video/mp4',
        width: 64,
        height: 36,
        durationSeconds: isImage ? null : 12,
        sizeBytes: bytes.length,
        credit: file.stock?.credit ?? null,
        createdAt: new Date().toISOString(),
      };
      items.set(id, { userId, item, stock: file.stock });
      return item;
    },
    async findStock(userId: string, provider: StockProvider, stockId: string) {
      for (const entry of items.values()) {
        if (entry.userId === userId && entry.stock?.provider === provider && entry.stock.id === stockId)
          return entry.item;
      }
      return null;
    },
  };
}
