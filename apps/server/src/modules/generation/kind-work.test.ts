import { GENERATION_KINDS, type GenerationKindName } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { gatherKindWorks, type KindWorks } from './kind-work.js';

const KINDS = Object.keys(GENERATION_KINDS) as GenerationKindName[];
const work = { run: () => Promise.reject(new Error('not run here')) };
const worksOf = (kinds: readonly string[]) => Object.fromEntries(kinds.map((k) => [k, work])) as KindWorks;

describe('gatherKindWorks', () => {
  it('gathers every kind from the modules that own them', () => {
    const [first, ...rest] = KINDS;
    const table = gatherKindWorks([
      { module: 'a', works: worksOf([first!]) },
      { module: 'b', works: worksOf(rest) },
    ]);
    expect(Object.keys(table).sort()).toEqual([...KINDS].sort());
  });

  it('refuses a kind with no work, naming it', () => {
    expect(() => gatherKindWorks([{ module: 'a', works: worksOf(KINDS.slice(1)) }])).toThrow(KINDS[0]);
  });

  it('refuses a kind with two works, naming both modules', () => {
    expect(() =>
      gatherKindWorks([
        { module: 'a', works: worksOf(KINDS) },
        { module: 'b', works: worksOf([KINDS[0]!]) },
      ]),
    ).toThrow(/"a".*"b"/);
  });

  it('refuses a work for a kind the contracts do not declare', () => {
    expect(() => gatherKindWorks([{ module: 'a', works: worksOf([...KINDS, 'nothing']) }])).toThrow(
      'nothing',
    );
  });
});
