import { VOICES, type SpeechVoiceInfo, type Voice } from '@forja/contracts';

/** The person behind each studio voice (the id spells them without accents). */
const PERSON: Record<Voice, string> = {
  'en-US-BrianMultilingualNeural': 'Brian',
  'en-US-JennyNeural': 'Jenny',
  'ro-RO-EmilNeural': 'Emil',
  'ro-RO-AlinaNeural': 'Alina',
  'es-ES-AlvaroNeural': 'Álvaro',
  'es-ES-ElviraNeural': 'Elvira',
};

export const isStudioVoice = (id: string): id is Voice => (VOICES as readonly string[]).includes(id);

function displayName(language: string, type: 'language' | 'region', code: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A voice as people name it, in the reader's language: a studio voice is "Elvira (Spanish,
 * Spain)" / "Elvira (spaniolă, Spania)" (never its id, es-ES-ElviraNeural); an engine's own
 * voice is its label from the voices list when known (see engineVoiceLabel), otherwise its id.
 */
export function voiceName(
  id: string,
  language: string,
  engineVoices: readonly SpeechVoiceInfo[] = [],
  genderName?: (gender: 'male' | 'female') => string,
): string {
  if (isStudioVoice(id)) {
    const [lang = '', region = ''] = id.split('-');
    return `${PERSON[id]} (${displayName(language, 'language', lang)}, ${displayName(language, 'region', region)})`;
  }
  const voice = engineVoices.find((v) => v.id === id);
  return voice ? engineVoiceLabel(voice, genderName) : id;
}

/** An engine voice's label with its gender in the reader's words ("Romanian (female)" -> "Romanian · femeie"). */
export function engineVoiceLabel(
  voice: SpeechVoiceInfo,
  genderName?: (gender: 'male' | 'female') => string,
): string {
  const base = voice.label.replace(/ \((male|female)\)$/, '');
  return voice.gender && genderName ? `${base} · ${genderName(voice.gender)}` : base;
}
