import { describe, expect, it } from 'vitest';
import { parseScript } from './parse-script.js';

const j = (v: unknown) => JSON.stringify(v);
const script = {
  title: 'Why bees matter',
  hook: 'What if bees vanished tomorrow?',
  introduction: 'Bees pollinate a third of our food.',
  main_content: ['Pollination basics', 'Threats to bees'],
  call_to_action: 'Plant a flower today.',
  estimated_duration: '60 seconds',
  hashtags: ['#bees', '#nature'],
  visual_notes: ['Close-up of a bee on a flower'],
};

describe('parseScript', () => {
  it.each<[string, string]>([
    ['JSON text', j(script)],
    ['a list whose first item holds the script', j([script])],
    ['post_content holding JSON text', j([{ post_content: j(script) }])],
    ['post_content as an object field', j({ post_content: j(script) })],
    ['message.content', j({ message: { content: script } })],
    ['fenced JSON', '```json\n' + j(script) + '\n```'],
  ])('reads %s', (_name, text) => {
    expect(parseScript(text, 'idea')).toEqual(script);
  });

  it('normalises loose field types', () => {
    const out = parseScript(
      j({
        hook: 'Hook text',
        main_content: [{ scene: 'One', narration: 'Say this' }],
        estimated_duration: 30,
        hashtags: 'bees #honey',
        tags: [],
      }),
      'Fallback idea',
    );
    expect(out).toEqual({
      title: 'Fallback idea',
      hook: 'Hook text',
      introduction: '',
      main_content: ['One — Say this'],
      call_to_action: '',
      estimated_duration: '30 seconds',
      hashtags: ['#bees', '#honey'],
      visual_notes: [],
    });
  });

  it('keeps an HTML script in post_content as title and blocks', () => {
    const out = parseScript(
      j([{ post_content: '<h2>Bee script</h2><p>Scene one text.</p><p>Scene two text.</p>' }]),
      'idea',
    );
    expect(out.title).toBe('Bee script');
    expect(out.main_content).toEqual(['Scene one text.', 'Scene two text.']);
  });

  it('keeps a plain text script', () => {
    const out = parseScript('Opening: bees at dawn\n\nThen the hive wakes up', 'Bees');
    expect(out).toMatchObject({
      title: 'Bees',
      main_content: ['Opening: bees at dawn', 'Then the hive wakes up'],
    });
  });

  it.each([
    ['broken JSON', '{"hook": "x', 'INVALID_JSON'],
    ['a short reply', '{}', 'CONTENT_TOO_SHORT'],
    ['JSON without a script', j({ status: 'ok', id: 123456 }), 'NO_CONTENT'],
  ])('rejects %s', (_name, text, code) => {
    expect(() => parseScript(text, 'idea')).toThrow(expect.objectContaining({ code }));
  });
});
