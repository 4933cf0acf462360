import { describe, expect, it } from 'vitest';
import { VOICES } from '@forja/contracts';
import { voiceName } from './voice-name';

describe('voiceName', () => {
  it('names a studio voice by its person, language and country, in the reader language', () => {
    expect(voiceName('es-ES-ElviraNeural', 'en')).toBe('Elvira (Spanish, Spain)');
    expect(voiceName('es-ES-ElviraNeural', 'ro')).toBe('Elvira (spaniolă, Spania)');
    expect(voiceName('es-ES-ElviraNeural', 'es')).toBe('Elvira (español, España)');
    expect(voiceName('es-ES-AlvaroNeural', 'es')).toBe('Álvaro (español, España)');
    expect(voiceName('ro-RO-EmilNeural', 'ro')).toBe('Emil (română, România)');
  });

  it('never shows a studio voice id', () => {
    for (const id of VOICES)
      for (const language of ['en', 'ro', 'es']) expect(voiceName(id, language)).not.toContain(id);
  });

  it("names an engine's own voice by its label when the list is known", () => {
    const list = [{ id: 'ro+f3', label: 'Romanian (female)', language: 'ro', gender: 'female' as const }];
    expect(voiceName('ro+f3', 'ro', list, (g) => (g === 'female' ? 'feminin' : 'masculin'))).toBe(
      'Romanian · feminin',
    );
    expect(voiceName('nova', 'en', list)).toBe('nova');
  });
});
