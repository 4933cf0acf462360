import { defineFilePurpose } from '../files/file-purposes.js';

/** The audio (MP3 and WAV) of a voice-over generation; unsaved ones go after the same hour as images. */
export const VOICE_OVER_AUDIO_PURPOSE = defineFilePurpose('voice-over-audio', { expiresUnsaved: true });
