import {
  voiceOverOutputSchema,
  voiceOverRequestSchema,
  type SavedVoiceOver,
  type SaveVoiceOverBody,
  type SpokenWord,
  type VoiceList,
  type VoiceOverDownloadFormat,
  type VoiceOverPreviewBody,
  toSrt,
  toVtt,
} from '@forja/contracts';
import { GenerationError } from '../../integrations/generation/index.js';
import { notFound, validationError } from '../../lib/app-error.js';
import { voiceOvers } from '../../db/schema/index.js';
import type { FilesService } from '../files/files.service.js';
import type { ProviderResolver } from '../generation/provider-resolver.js';
import { toApiError } from '../generation/generation-errors.js';
import { archiveItems } from '../archives/archive-kit.js';

import { previewVoice, productVoices } from './voice-preview.js';
import type { VoiceOverRow, VoiceOversRepository } from './voice-overs.repository.js';

/*
 * The audio archive and the studio's helpers (docs/product/voice-over-studio.md). A voice-over
 * is saved from the user's own finished voiceOver generation: the files and timings come from
 * that generation, never from the browser.
 */

const TITLE_FROM_TEXT_CHARS = 60;

export interface Download {
  data: Buffer;
  contentType: string;
  filename: string;
}

function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= TITLE_FROM_TEXT_CHARS
    ? flat
    : `${flat.slice(0, TITLE_FROM_TEXT_CHARS - 1).trimEnd()}…`;
}

function fileName(title: string, extension: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'voice-over';
  return `${base}.${extension}`;
}

export function createVoiceOversService(
  repo: VoiceOversRepository,
  files: FilesService,
  resolver: ProviderResolver,
) {
  const url = (key: string | null) => (key ? files.storage.publicUrl(key) : null);
  const archive = archiveItems(
    repo,
    (row: VoiceOverRow): SavedVoiceOver => ({
      id: row.id,
      title: row.title,
      text: row.text,
      voice: row.voice,
      speed: row.speed,
      pitch: row.pitch,
      engine: row.engine,
      durationMs: row.durationMs,
      mp3Url: url(row.mp3Key),
      wavUrl: url(row.wavKey),
      generationId: row.generationId,
      demo: row.demo,
      createdAt: row.createdAt.toISOString(),
    }),
    files,
  );

  async function speech() {
    try {
      return await resolver.speechEngine();
    } catch (error) {
      if (error instanceof GenerationError) throw toApiError(error);
      throw error;
    }
  }

  return {
    ...archive,

    /** Keeps the audio of a finished voiceOver generation; saving it again answers the first save. */
    async save(
      userId: string,
      body: SaveVoiceOverBody,
    ): Promise<{ created: boolean; voiceOver: SavedVoiceOver }> {
      const { created, item } = await archive.saveOnce(
        userId,
        { unique: voiceOvers.generationId, value: body.generationId },
        async () => {
          const generation = await repo.ownGeneration(userId, body.generationId);
          if (!generation || generation.kind !== 'voiceOver' || generation.status !== 'succeeded')
            throw notFound('Generation');
          const output = voiceOverOutputSchema.safeParse(generation.output);
          const asked = voiceOverRequestSchema.safeParse(generation.input);
          if (!output.success || !asked.success)
            throw validationError([{ path: ['generationId'], message: 'invalid' }]);
          // 404 when a file is gone (its hour is over): nothing is saved.
          await files.keep(userId, output.data.mp3.fileId);
          await files.keep(userId, output.data.wav.fileId);
          return {
            userId,
            title: body.title || titleFrom(asked.data.text),
            text: asked.data.text,
            voice: asked.data.voice,
            speed: asked.data.speed,
            pitch: asked.data.pitch,
            engine: output.data.engine,
            durationMs: output.data.durationMs,
            words: JSON.stringify(output.data.words),
            mp3FileId: output.data.mp3.fileId,
            wavFileId: output.data.wav.fileId,
            generationId: body.generationId,
          };
        },
      );
      return { created, voiceOver: item };
    },

    /** The audio (MP3, WAV) or subtitles (SRT, VTT from the saved word timings) as a download. */
    async download(userId: string, id: string, format: VoiceOverDownloadFormat): Promise<Download> {
      const found = await archive.row(userId, id);
      if (format === 'srt' || format === 'vtt') {
        const words = JSON.parse(found.words) as SpokenWord[];
        return {
          data: Buffer.from(format === 'srt' ? toSrt(words) : toVtt(words), 'utf8'),
          contentType: format === 'srt' ? 'application/x-subrip; charset=utf-8' : 'text/vtt; charset=utf-8',
          filename: fileName(found.title, format),
        };
      }
      const fileId = format === 'mp3' ? found.mp3FileId : found.wavFileId;
      if (!fileId) throw notFound('File');
      try {
        const file = await files.readOwned(userId, fileId);
        return { data: file.data, contentType: file.contentType, filename: fileName(found.title, format) };
      } catch (error) {
        // The storage could not be reached: 503 STORAGE_UNAVAILABLE, not a bare 500.
        if (error instanceof GenerationError) throw toApiError(error);
        throw error;
      }
    },

    /** The voices the studio offers: the product's, then the engine's others grouped by language. */
    async voices(): Promise<VoiceList> {
      const { engine } = await speech();
      const others = (await engine.voices()).sort(
        (a, b) => a.language.localeCompare(b.language) || a.label.localeCompare(b.label),
      );
      return { engine: engine.name, voices: [...productVoices(), ...others] };
    },

    /** About five seconds of the voice, free. */
    async preview(body: Required<VoiceOverPreviewBody>): Promise<Buffer> {
      const { engine } = await speech();
      const known =
        productVoices().some((v) => v.id === body.voice) ||
        (await engine.voices()).some((v) => v.id === body.voice);
      if (!known) throw validationError([{ path: ['voice'], message: 'voice_invalid' }]);
      try {
        return await previewVoice(engine, body, AbortSignal.timeout(30_000));
      } catch (error) {
        if (error instanceof GenerationError) throw toApiError(error);
        throw error;
      }
    },
  };
}
export type VoiceOversService = ReturnType<typeof createVoiceOversService>;
