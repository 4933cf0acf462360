import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-split.js';

describe('splitSentences', () => {
  it('splits at sentence ends in English and keeps abbreviations, initials and decimals', () => {
    expect(
      splitSentences('Dr. Smith paid 3.5 dollars. J. R. Tolkien wrote books! Did he? Yes, e.g. this one.'),
    ).toEqual([
      'Dr. Smith paid 3.5 dollars.',
      'J. R. Tolkien wrote books!',
      'Did he?',
      'Yes, e.g. this one.',
    ]);
  });

  it('keeps Romanian diacritics and abbreviations', () => {
    expect(splitSentences('Dl. Popescu locuiește pe str. Mării nr. 5. Țara e frumoasă… Înțelegi?')).toEqual([
      'Dl. Popescu locuiește pe str. Mării nr. 5.',
      'Țara e frumoasă…',
      'Înțelegi?',
    ]);
  });

  it('starts Spanish sentences at ¿ and ¡ and keeps decimals with a comma', () => {
    expect(splitSentences('Cuesta 2,5 euros. ¿Cómo estás? ¡Muy bien! La Sra. García llegó.')).toEqual([
      'Cuesta 2,5 euros.',
      '¿Cómo estás?',
      '¡Muy bien!',
      'La Sra. García llegó.',
    ]);
  });

  it('does not split before a lower-case word and always splits at line breaks', () => {
    expect(splitSentences('It costs 5 p.m. sharp. ok\nNew line without point\n\n  ')).toEqual([
      'It costs 5 p.m. sharp. ok',
      'New line without point',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(splitSentences('He said "stop." Then he left.')).toEqual(['He said "stop."', 'Then he left.']);
  });

  it('cuts a sentence longer than the limit at a comma, else at a space, without losing text', () => {
    const long = `${'word '.repeat(30)}and, ${'more '.repeat(30)}end.`;
    const parts = splitSentences(long, 100);
    expect(parts.every((p) => p.length <= 100)).toBe(true);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(long.trim().replace(/\s+/g, ' '));
  });

  it('drops parts without letters or digits', () => {
    expect(splitSentences('... !!! Hello.')).toEqual(['Hello.']);
    expect(splitSentences('   ')).toEqual([]);
    expect(splitSentences('—\n...')).toEqual([]);
  });
});
