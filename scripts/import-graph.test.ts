import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycleProblems, type CycleRules } from './check-import-cycles.js';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A source tree in a temporary folder, from a map of file path -> content. */
function tree(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const rules = (layered: string[] = []): CycleRules => ({
  roots: ['src'],
  aliases: [{ prefix: '@/', dir: 'src' }],
  layered,
});

describe('findCycleProblems', () => {
  it('finds a circle between files, type-only imports and aliases included', () => {
    const cwd = tree({
      'src/a.ts': "import type { B } from './b.js';\nexport type A = B[];",
      'src/b.ts': "import { c } from '@/c';\nexport type B = typeof c;",
      'src/c.ts': "export const c = 1;\nexport type { A } from './a.js';",
    });
    expect(findCycleProblems(rules(), cwd)).toEqual(['files: src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts']);
  });

  it('finds a circle between folders that no file circle shows, naming an import of each step', () => {
    const cwd = tree({
      'src/videos/studio.ts':
        "import { engine } from '../generation/engine.js';\nexport const studio = engine;",
      'src/generation/kinds.ts':
        "import type { Studio } from '../videos/types.js';\nexport type Kinds = Studio[];",
      'src/generation/engine.ts': 'export const engine = 1;',
      'src/videos/types.ts': 'export type Studio = string;',
    });
    expect(findCycleProblems(rules(), cwd)).toEqual([]);
    expect(findCycleProblems(rules(['src']), cwd)).toEqual([
      [
        'folders of src: generation -> videos -> generation',
        '    generation -> videos: src/generation/kinds.ts imports src/videos/types.ts',
        '    videos -> generation: src/videos/studio.ts imports src/generation/engine.ts',
      ].join('\n'),
    ]);
  });

  it('names every member of a circle larger than its shortest closed path', () => {
    const cwd = tree({
      'src/hub.ts': "export * from './a.js';\nexport * from './b.js';",
      'src/a.ts': "import './hub.js';",
      'src/b.ts': "import './hub.js';",
    });
    expect(findCycleProblems(rules(), cwd)).toEqual([
      'files: src/a.ts -> src/hub.ts -> src/a.ts, in one circle with src/b.ts',
    ]);
  });

  it('counts a module augmentation as an import', () => {
    const cwd = tree({
      'src/hub.ts':
        "import type { Images } from './images/images.js';\nexport interface Services { images: Images }",
      'src/images/images.ts':
        "export type Images = string[];\ndeclare module '../hub.js' { interface Services { more: 1 } }",
    });
    expect(findCycleProblems(rules(), cwd)).toEqual([
      'files: src/hub.ts -> src/images/images.ts -> src/hub.ts',
    ]);
  });

  it('passes a clean tree, leaving out tests, test helpers and packages', () => {
    const cwd = tree({
      'src/lib/format.ts': "import { z } from 'zod';\nexport const format = z.string();",
      'src/features/one/page.tsx': "import { format } from '@/lib/format';\nexport const page = format;",
      'src/features/two/page.tsx': "import { format } from '../../lib/format';\nexport const page = format;",
      'src/lib/format.test.ts': "import { page } from '../features/one/page';\nexport const used = page;",
      'src/test/helpers.ts': "import { page } from '../features/two/page';\nexport const used = page;",
      'src/lib/uses-helpers.ts': "import { used } from '../test/helpers';\nexport const again = used;",
    });
    expect(findCycleProblems(rules(['src', 'src/features']), cwd)).toEqual([]);
  });
});
