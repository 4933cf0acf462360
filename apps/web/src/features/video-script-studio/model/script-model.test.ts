import { describe, expect, it } from 'vitest';
import type { VideoScript } from '@forja/contracts';
import { isReferenceUrlValid } from './script-draft';
import { markdownFileName, scriptToMarkdown, scriptToText, type ScriptLabels } from './script-export';
import { addScene, moveScene, removeScene, setScene, withoutEmptyScenes } from './script-scenes';

const SCRIPT: VideoScript = {
  title: 'Café à la maison',
  hook: 'Hook text',
  introduction: 'Intro text',
  main_content: ['One', 'Two', 'Three'],
  call_to_action: 'Subscribe',
  estimated_duration: '60 seconds',
  hashtags: ['#coffee', '#home'],
  visual_notes: ['Steam'],
};
const LABELS: ScriptLabels = {
  hook: 'Hook',
  introduction: 'Introduction',
  mainContent: 'Main content',
  scene: (n) => `Scene ${n}`,
  callToAction: 'Call to action',
  duration: 'Estimated duration',
  hashtags: 'Hashtags',
  visualNotes: 'Visual notes',
};

describe('scenes', () => {
  it('edits, adds, removes and moves scenes without touching the original', () => {
    expect(setScene(SCRIPT, 1, 'Deux').main_content).toEqual(['One', 'Deux', 'Three']);
    expect(addScene(SCRIPT, 'Four').main_content).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(removeScene(SCRIPT, 0).main_content).toEqual(['Two', 'Three']);
    expect(moveScene(SCRIPT, 0, 1).main_content).toEqual(['Two', 'One', 'Three']);
    expect(moveScene(SCRIPT, 2, -1).main_content).toEqual(['One', 'Three', 'Two']);
    expect(moveScene(SCRIPT, 0, -1)).toBe(SCRIPT);
    expect(moveScene(SCRIPT, 2, 1)).toBe(SCRIPT);
    expect(SCRIPT.main_content).toEqual(['One', 'Two', 'Three']);
  });

  it('drops scenes left empty and trims the rest before saving', () => {
    expect(withoutEmptyScenes({ ...SCRIPT, main_content: [' One ', '  ', ''] }).main_content).toEqual([
      'One',
    ]);
  });
});

describe('export', () => {
  it('writes every section as text and as Markdown, scenes numbered', () => {
    const text = scriptToText(SCRIPT, LABELS);
    expect(text).toContain('Scene 2: Two');
    expect(text).toContain('Hashtags: #coffee #home');
    const markdown = scriptToMarkdown(SCRIPT, LABELS);
    expect(markdown.startsWith('# Café à la maison')).toBe(true);
    expect(markdown).toContain('### Scene 3\n\nThree');
    expect(markdown).toContain('- Steam');
  });

  it('names the file after the title, accents and symbols aside', () => {
    expect(markdownFileName('Café à la maison!')).toBe('cafe-a-la-maison.md');
    expect(markdownFileName('???')).toBe('video-script.md');
  });
});

describe('reference address', () => {
  it('accepts empty or YouTube (http/https), nothing else', () => {
    for (const ok of [
      '',
      '  ',
      'https://www.youtube.com/watch?v=x',
      'http://youtu.be/x',
      'https://m.youtube.com/x',
    ])
      expect(isReferenceUrlValid(ok), ok).toBe(true);
    for (const bad of [
      'youtube.com/watch',
      'https://example.com/v',
      'ftp://youtube.com/x',
      'https://youtube.com.evil.io/',
    ])
      expect(isReferenceUrlValid(bad), bad).toBe(false);
  });
});
