import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechEngine } from '../../integrations/speech/speech-engine.js';
import { buildTimeline } from '../../integrations/video-render/scene-timeline.js';
import type {
  RenderedSegment,
  RenderRequest,
  RenderScene,
  VideoRenderer,
} from '../../integrations/video-render/video-renderer.js';

/*
 * Small stand-ins for the local media tools in API tests of the video pipeline (the real
 * ffmpeg renderer and espeak-ng engine have their own suites): they write real files where
 * the seam says, record what they were given, and honour the abort signal.
 */

/** The smallest bytes our MP4 check accepts: a box of type `ftyp`. */
export const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(64, 1),
]);

export interface FakeRenderer extends VideoRenderer {
  requests: RenderRequest[];
  /** Runs inside render before the file is written (to look at the generation mid-way). */
  during?: (request: RenderRequest) => Promise<void>;
  /** Makes the next renders fail with this error. */
  failWith: Error | null;
  /** Holds renders until they are aborted (cancellation tests). */
  hang: boolean;
}

export function fakeRenderer(): FakeRenderer {
  const renderer: FakeRenderer = {
    name: 'fake renderer',
    requests: [],
    failWith: null,
    hang: false,
    async render(request) {
      renderer.requests.push(request);
      request.onProgress?.(50);
      await renderer.during?.(request);
      if (renderer.hang) {
        await new Promise<void>((_, reject) => {
          const stop = () => reject(new Error('ffmpeg was killed'));
          if (request.signal?.aborted) return stop();
          request.signal?.addEventListener('abort', stop, { once: true });
        });
      }
      if (renderer.failWith) throw renderer.failWith;
      // One segment per scene body, keyed by what it shows, re-used when `reuse` has its key.
      const segments: RenderedSegment[] = [];
      for (const [sceneIndex, scene] of request.scenes.entries()) {
        const key = fakeSegmentKey(scene);
        const reused = request.reuse?.get(key);
        const path = reused ?? join(request.workDir, `segment-${sceneIndex}.mp4`);
        if (!reused) await writeFile(path, FAKE_MP4);
        segments.push({ key, path, sceneIndex, kind: 'scene', reused: !!reused });
      }
      await writeFile(request.outPath, FAKE_MP4);
      request.onProgress?.(100);
      // As long as the real renderer makes it: every scene its chosen seconds.
      const seconds = buildTimeline(request.scenes).total;
      return {
        durationMs: Math.round(seconds * 1000),
        width: 720,
        height: 1280,
        bytes: FAKE_MP4.length,
        segments,
      };
    },
  };
  return renderer;
}

/** The fake's segment key: what the scene shows, for how long, and what it says. */
export function fakeSegmentKey(scene: RenderScene): string {
  const words = scene.narration?.words.map((w) => w.text).join(' ') ?? '';
  return `scene:${scene.visual.id}:${scene.seconds}:${words}`;
}

export interface FakeSpeech extends SpeechEngine {
  texts: { text: string; voice: string }[];
  failWith: Error | null;
}

export function fakeSpeech(): FakeSpeech {
  const speech: FakeSpeech = {
    name: 'fake speech',
    texts: [],
    failWith: null,
    voices: async () => [{ id: 'en', label: 'English', language: 'en' }],
    async synthesize(request) {
      if (speech.failWith) throw speech.failWith;
      speech.texts.push({ text: request.text, voice: request.voice });
      await mkdir(request.outDir, { recursive: true });
      const wavPath = join(request.outDir, 'speech.wav');
      await writeFile(wavPath, Buffer.alloc(44));
      const words = request.text
        .split(/\s+/)
        .map((text, i) => ({ text, startMs: i * 300, endMs: i * 300 + 250 }));
      return { wavPath, durationMs: words.length * 300, words };
    },
  };
  return speech;
}
