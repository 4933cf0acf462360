import { describe, expect, it } from 'vitest';
import { plainSpeechText } from './plain-speech-text.js';

describe('plainSpeechText', () => {
  it.each([
    ['Hello <break time="999s"/> world', 'Hello world'],
    ['<speak><prosody rate="x-slow">Încet</prosody> și <emphasis>clar</emphasis>.</speak>', 'Încet și clar.'],
    ['<say-as interpret-as="characters">abc</say-as>', 'abc'],
    ['Hola<break strength="x-strong"/>mundo', 'Hola mundo'],
    ['<?xml version="1.0"?><!DOCTYPE speak><speak>Sí</speak>', 'Sí'],
    ['Before <!-- a comment with <break time="9s"/> --> after', 'Before after'],
    ['<![CDATA[Tom & Jerry]]>', 'Tom & Jerry'],
    ['<audio src="file:///etc/passwd">fallback</audio>', 'fallback'],
    ['<mstts:silence type="Sentenceboundary" value="20000ms"/>Bună', 'Bună'],
    ['Line one<br>\nline two', 'Line one\nline two'],
    ['(<b>bold</b>) and <i>¿italic?</i>', '(bold) and ¿italic?'],
    ['a</b><i>b', 'a b'],
  ])('removes the markup of %j', (input, plain) => {
    expect(plainSpeechText(input)).toBe(plain);
  });

  it.each([
    '3 < 5 and 7 > 2',
    'a<b',
    '<break time="999s"',
    '&amp; &lt;break time="999s"/&gt;',
    "[[h@l'oU]] is read as written",
    "You won't, they can’t, l'état, dintr-o, ¿Qué?, 3,5",
  ])('leaves what is not a tag as written: %j', (text) => {
    expect(plainSpeechText(text)).toBe(text);
  });

  it('drops control characters and lone surrogates, keeps line breaks and emoji', () => {
    expect(plainSpeechText('a\u0000b\u0007c\td\r\ne \uD800f 😀')).toBe('abc\td\r\ne f 😀');
  });
});
