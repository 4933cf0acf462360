import {
  sceneNarrationMaxSeconds,
  sceneSecondsOf,
  sceneVoiceOf,
  toSrt,
  type SpokenWord,
  type VideoRequest,
} from '@forja/contracts';
import {
  NARRATION_PAUSE_SECONDS,
  buildTimeline,
  timedWords,
} from '../../integrations/video-render/scene-timeline.js';
import type { RenderScene } from '../../integrations/video-render/video-renderer.js';
import type { SpeechWord } from '../../integrations/speech/speech-engine.js';
import { narrationKey, speechVoice } from './scene-narration.js';

/*
 * A batch video's subtitles as an SRT beside its MP4. The local render keeps each scene's
 * narration with its word timings (video_files, by narration key): the words are placed on the
 * video's timeline exactly as the render placed the burnt-in subtitles (scene-timeline.ts).
 * When a scene's narration is not found (a JSON2Video render, another speech engine since),
 * its text is spread over the scene's spoken time instead, each word by its length.
 */

type Narration = { durationMs: number; words: SpeechWord[] };

/** The narration the render kept for each scene, when every scene's is found under its key. */
export function narrationsByScene(
  draft: VideoRequest,
  kept: ReadonlyMap<string, Narration>,
  engine: string | null,
): (Narration | undefined)[] {
  return draft.scenes.map((scene) => {
    if (!engine) return undefined;
    const voice = speechVoice({ voice: sceneVoiceOf(scene, draft), language: draft.language });
    const key = narrationKey({
      text: scene.voiceOverText,
      voice,
      language: draft.language,
      maxSeconds: sceneNarrationMaxSeconds(sceneSecondsOf(scene, draft)),
      engine,
    });
    return kept.get(key);
  });
}

/** Words over [0, spokenMs] in proportion to their length: a scene's text without timings. */
export function estimatedWords(text: string, spokenMs: number): SpeechWord[] {
  const words = text.split(/\s+/).filter(Boolean);
  const letters = words.reduce((sum, word) => sum + word.length, 0) || 1;
  let at = 0;
  return words.map((word) => {
    const startMs = Math.round((at / letters) * spokenMs);
    at += word.length;
    return { text: word, startMs, endMs: Math.round((at / letters) * spokenMs) };
  });
}

/** The SRT of the video: every scene's narrated words at their time in the finished video. */
export function videoSrt(draft: VideoRequest, narrations: readonly (Narration | undefined)[]): string {
  const scenes: RenderScene[] = draft.scenes.map((scene, i) => {
    const seconds = sceneSecondsOf(scene, draft);
    const spokenMs = Math.max(0, seconds - NARRATION_PAUSE_SECONDS) * 1000;
    const narration = narrations[i] ?? {
      durationMs: spokenMs,
      words: estimatedWords(scene.voiceOverText, spokenMs),
    };
    // Only the timing is read here: no picture or sound file is opened.
    return {
      visual: { kind: 'image', path: '', id: scene.id },
      seconds,
      transition: scene.transition,
      narration: { wavPath: '', ...narration },
    };
  });
  const words: SpokenWord[] = timedWords(buildTimeline(scenes)).map((word) => ({
    text: word.text,
    startMs: Math.round(word.start * 1000),
    endMs: Math.round(word.end * 1000),
  }));
  return toSrt(words);
}
