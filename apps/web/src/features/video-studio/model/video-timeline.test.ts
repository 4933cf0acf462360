import { describe, expect, it } from 'vitest';
import { SECONDS_PER_SCENE_MAX, SECONDS_PER_SCENE_MIN } from '@forja/contracts';
import { withIds, type DraftScene } from './video-scenes';
import {
  dropIndex,
  estimatedNarrationSeconds,
  moveSceneTo,
  narrationFit,
  nextTransition,
  resizedSeconds,
  sameSeconds,
  timelineBlocks,
  totalSeconds,
  withSceneSeconds,
} from './video-timeline';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const scenes = (...narrations: string[]): DraftScene[] =>
  withIds(narrations.map((voiceOverText) => ({ voiceOverText, imagePrompt: 'A calm sea at dawn' })));
const ids = (list: DraftScene[]) => list.map((s) => s.voiceOverText);

describe('video timeline', () => {
  it('estimates a narration at 2.5 words a second and says how it fits its scene', () => {
    expect(estimatedNarrationSeconds(words(10))).toBe(4);
    expect(estimatedNarrationSeconds('  one   two  three ')).toBe(1.2);
    expect(estimatedNarrationSeconds('')).toBe(0);
    expect(narrationFit(5, 5)).toBe('fits');
    // Up to 1.25× longer is sped up; beyond, the end is cut.
    expect(narrationFit(6.25, 5)).toBe('faster');
    expect(narrationFit(6.3, 5)).toBe('cut');
  });

  it("lays the blocks out by each scene's own seconds, else the video's", () => {
    const list = scenes(words(10), words(30), words(14));
    list[1] = { ...list[1]!, seconds: 10 };
    const blocks = timelineBlocks(list, { secondsPerScene: 5 });
    expect(blocks.map((b) => [b.seconds, b.start, b.narrationSeconds, b.fit])).toEqual([
      [5, 0, 4, 'fits'],
      [10, 5, 12, 'faster'],
      [5, 15, 5.6, 'faster'],
    ]);
    expect(totalSeconds(blocks)).toBe(20);
    expect(sameSeconds(blocks)).toBeNull();
    expect(sameSeconds(timelineBlocks(scenes('a', 'b'), { secondsPerScene: 7 }))).toBe(7);
  });

  it('moves a scene to any place, clamped to the list; an unknown id changes nothing', () => {
    const list = scenes('a', 'b', 'c', 'd');
    expect(ids(moveSceneTo(list, list[0]!.id, 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveSceneTo(list, list[3]!.id, 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(moveSceneTo(list, list[1]!.id, 99))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(moveSceneTo(list, list[1]!.id, -3))).toEqual(['b', 'a', 'c', 'd']);
    expect(moveSceneTo(list, list[2]!.id, 2)).toBe(list);
    expect(moveSceneTo(list, 'nope', 0)).toBe(list);
  });

  it('finds where a dragged block lands from the middles of the others', () => {
    const middles = [50, 150, 250, 350];
    expect(dropIndex(middles, 0, 40)).toBe(0);
    expect(dropIndex(middles, 0, 200)).toBe(1);
    expect(dropIndex(middles, 0, 400)).toBe(3);
    expect(dropIndex(middles, 3, 100)).toBe(1);
  });

  it('resizes by whole seconds within the allowed range', () => {
    expect(resizedSeconds(5, 24, 16)).toBe(7); // 1.5 s rounds to 2
    expect(resizedSeconds(5, 7, 16)).toBe(5); // under half a second: no change
    expect(resizedSeconds(8, 1000, 16)).toBe(SECONDS_PER_SCENE_MAX);
    expect(resizedSeconds(8, -1000, 16)).toBe(SECONDS_PER_SCENE_MIN);
    const list = scenes('a', 'b', 'c');
    expect(withSceneSeconds(list, list[1]!.id, 42)[1]!.seconds).toBe(SECONDS_PER_SCENE_MAX);
    expect(withSceneSeconds(list, list[1]!.id, 6.4).map((s) => s.seconds)).toEqual([undefined, 6, undefined]);
  });

  it('cycles through the transitions', () => {
    expect(nextTransition('fade')).toBe('fade-black');
    expect(nextTransition('cut')).toBe('fade');
  });
});
