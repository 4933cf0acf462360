import { languageForVoice, type VideoRequest } from '@forja/contracts';
import { plainSpeechText } from '../speech/plain-speech-text.js';
import type { Json2VideoMovie } from './json2video-client.js';

/*
 * The movie JSON JSON2Video renders (https://json2video.com/docs/v2/api-reference/json-syntax):
 * one scene per wizard scene with its image (made by JSON2Video from the prompt, or an image
 * we already have at a public address) and its narration, and the subtitles over the movie.
 */

const FONTS: Record<VideoRequest['subtitleFont'], string> = {
  roboto: 'Roboto',
  'roboto-black': 'Roboto Black',
  'luckiest-guy': 'Luckiest Guy',
  arial: 'Arial',
};

export function buildMovie(input: VideoRequest, imageUrls: readonly (string | null)[] = []): Json2VideoMovie {
  const language = input.language === 'auto' ? languageForVoice(input.voice) : input.language;
  const scenes = input.scenes.map((scene, i) => {
    const imageUrl = imageUrls[i];
    const image = imageUrl
      ? { type: 'image', src: imageUrl }
      : {
          type: 'image',
          prompt: `${scene.imagePrompt}, ${input.imageStyle.replace(/-/g, ' ')} style`,
          model: input.imageModel,
        };
    // Plain text: JSON2Video speaks through Azure, which would obey SSML in it.
    const voice = { type: 'voice', text: plainSpeechText(scene.voiceOverText), voice: input.voice };
    return {
      comment: `Scene ${i + 1}`,
      // Without narration a scene lasts its seconds; with it, as long as its voice.
      ...(input.withAudio ? {} : { duration: input.secondsPerScene }),
      elements: input.withAudio ? [image, voice] : [image],
    };
  });
  return {
    comment: input.videoTitle,
    resolution: input.resolution,
    quality: 'high',
    scenes,
    elements: input.withAudio
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
      : [],
  };
}
