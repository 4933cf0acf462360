import {
  languageForVoice,
  sceneSecondsOf,
  sceneVoiceOf,
  type SceneTransition,
  type VideoRequest,
} from '@forja/contracts';
import { plainSpeechText } from '../speech/plain-speech-text.js';
import type { Json2VideoMovie } from './json2video-client.js';

/*
 * The movie JSON JSON2Video renders (https://json2video.com/docs/v2/api-reference/json-syntax):
 * one scene per wizard scene with its image (made by JSON2Video from the prompt) or the user's
 * own picture or clip at a public address, its narration, its seconds and its transition; the
 * music under the whole movie and the subtitles over it.
 */

/** The files a draft names, at public addresses (null: the scene's image is generated). */
export interface MovieMedia {
  scenes: readonly ({ url: string; type: 'image' | 'video' } | null)[];
  music: { url: string; volume: number } | null;
}

/** Our transitions as JSON2Video's scene transition styles (null: a plain cut). */
const TRANSITIONS: Record<SceneTransition, string | null> = {
  fade: 'fade',
  'fade-black': 'fadeblack',
  'slide-left': 'slideleft',
  'slide-up': 'slideup',
  'wipe-left': 'wipeleft',
  cut: null,
};
const TRANSITION_SECONDS = 0.5;

const FONTS: Record<VideoRequest['subtitleFont'], string> = {
  roboto: 'Roboto',
  'roboto-black': 'Roboto Black',
  'luckiest-guy': 'Luckiest Guy',
  arial: 'Arial',
};

function visualOf(input: VideoRequest, i: number, media: MovieMedia): Record<string, unknown> {
  const scene = input.scenes[i]!;
  const file = media.scenes[i];
  if (!file)
    return {
      type: 'image',
      prompt: `${scene.imagePrompt}, ${input.imageStyle.replace(/-/g, ' ')} style`,
      model: input.imageModel,
    };
  if (file.type === 'image') return { type: 'image', src: file.url };
  const clip = scene.media.kind === 'media' ? scene.media : { startSeconds: 0, fit: 'loop' };
  // Played from its start; a clip shorter than the scene loops, or holds its last frame.
  return {
    type: 'video',
    src: file.url,
    seek: clip.startSeconds,
    ...(clip.fit === 'loop' ? { loop: -1 } : {}),
    duration: -2,
    volume: 0,
  };
}

export function buildMovie(
  input: VideoRequest,
  media: MovieMedia = { scenes: [], music: null },
): Json2VideoMovie {
  const language = input.language === 'auto' ? languageForVoice(input.voice) : input.language;
  const scenes = input.scenes.map((scene, i) => {
    const visual = visualOf(input, i, media);
    // Plain text: JSON2Video speaks through Azure, which would obey SSML in it.
    const voice = {
      type: 'voice',
      text: plainSpeechText(scene.voiceOverText),
      voice: sceneVoiceOf(scene, input),
    };
    // Ours is how a scene hands over to the next; JSON2Video's is how a scene comes in.
    const before = i > 0 ? TRANSITIONS[input.scenes[i - 1]!.transition] : null;
    return {
      comment: `Scene ${i + 1}`,
      // Without narration a scene lasts its seconds; with it, as long as its voice.
      ...(input.withAudio ? {} : { duration: sceneSecondsOf(scene, input) }),
      ...(before ? { transition: { style: before, duration: TRANSITION_SECONDS } } : {}),
      elements: input.withAudio ? [visual, voice] : [visual],
    };
  });
  const music = media.music
    ? [
        {
          type: 'audio',
          src: media.music.url,
          // JSON2Video's volume is a factor of the track's level (1 = as it is).
          volume: media.music.volume / 100,
          loop: -1,
          duration: -2,
        },
      ]
    : [];
  return {
    comment: input.videoTitle,
    resolution: input.resolution,
    quality: 'high',
    scenes,
    elements: [
      ...music,
      ...(input.withAudio
        ? [
            {
              type: 'subtitles',
              language: language === 'auto' ? 'en' : language,
              settings: {
                style: input.subtitleStyle,
                position: input.subtitlePosition,
                'font-family': FONTS[input.subtitleFont],
              },
            },
          ]
        : []),
    ],
  };
}
