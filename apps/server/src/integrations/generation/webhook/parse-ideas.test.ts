import { describe, expect, it } from 'vitest';
import { parseIdeas } from './parse-ideas.js';

const j = (v: unknown) => JSON.stringify(v);
const many = Array.from({ length: 14 }, (_, i) => ({ title: `Title number ${i + 1}` }));

describe('parseIdeas', () => {
  it.each<[string, string, string[]]>([
    [
      'message.content list of {title}',
      j({ message: { content: [{ title: 'First idea' }, { title: 'Second idea' }] } }),
      ['First idea', 'Second idea'],
    ],
    [
      'message.content as JSON text',
      j({ message: { content: j({ ideas: [{ title: 'A one' }, { title: 'B two' }] }) } }),
      ['A one', 'B two'],
    ],
    [
      'message.content object with ideas',
      j({ message: { content: { ideas: [{ title: 'Alpha' }] } } }),
      ['Alpha'],
    ],
    ['n8n array item', j([{ message: { content: { ideas: [{ title: 'From array' }] } } }]), ['From array']],
    ['titles list', j({ titles: ['One title', 'Two title'] }), ['One title', 'Two title']],
    ['root list of strings', j(['Plain one', 'Plain two']), ['Plain one', 'Plain two']],
    ['single title', j({ title: 'Only this title' }), ['Only this title']],
    ['JSON string', j('A lonely title string'), ['A lonely title string']],
    [
      'numbered text',
      '1. Grow tomatoes\n2) Water wisely\n3 - Harvest time',
      ['Grow tomatoes', 'Water wisely', 'Harvest time'],
    ],
    [
      'bulleted text with an intro line',
      'Here are some titles:\n- **Bold one**\n* "Quoted two"\n• Third',
      ['Bold one', 'Quoted two', 'Third'],
    ],
    ['plain lines', 'First plain line\nSecond plain line', ['First plain line', 'Second plain line']],
    ['fenced JSON', '```json\n{"ideas":[{"title":"Fenced"}]}\n```', ['Fenced']],
    [
      'message.content as numbered text',
      j({ message: { content: '1. Uno dos\n2. Tres cuatro' } }),
      ['Uno dos', 'Tres cuatro'],
    ],
    [
      'video titles with a language list',
      j({ ideas: [{ title: 'Video one' }], language: ['en', 'ro'] }),
      ['Video one'],
    ],
    ['output wrapper', j({ output: { titles: ['Wrapped title'] } }), ['Wrapped title']],
    ['duplicates and "Title:" prefixes', j({ titles: ['Title: Same', 'same', 'Other'] }), ['Same', 'Other']],
  ])('reads %s', (_name, text, expected) => {
    expect(parseIdeas(text)).toEqual(expected);
  });

  it('keeps the first 10 titles', () => {
    const titles = parseIdeas(j({ message: { content: many } }));
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Title number 1');
    expect(titles[9]).toBe('Title number 10');
  });

  it.each([
    ['broken JSON', '{"ideas": [', 'INVALID_JSON'],
    ['a short reply', 'ok', 'CONTENT_TOO_SHORT'],
    ['an empty object', '{}', 'CONTENT_TOO_SHORT'],
    ['a status message', j({ message: 'Workflow was started' }), 'NO_TITLES'],
    ['an empty list', j({ message: { content: [] }, status: 'done' }), 'NO_TITLES'],
  ])('rejects %s', (_name, text, code) => {
    expect(() => parseIdeas(text)).toThrow(expect.objectContaining({ code }));
  });

  it('quotes the reply in the invalid JSON message', () => {
    expect(() => parseIdeas('{"ideas": [')).toThrow('Invalid JSON response format: {"ideas": [');
  });
});
