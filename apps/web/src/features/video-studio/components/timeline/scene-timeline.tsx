import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/video-format';
import type { VideoOptions } from '../../model/video-draft';
import type { DraftScene } from '../../model/video-scenes';
import {
  clampSceneSeconds,
  moveSceneTo,
  timelineBlocks,
  totalSeconds,
  withSceneSeconds,
  withTransition,
} from '../../model/video-timeline';
import { TimelineBlockView } from './timeline-block';
import { TransitionButton } from './transition-button';
import { useTimelineDrag } from './use-timeline-drag';

/** The strip's scale: a 5 s scene is 80 px wide, a 10 s one 160 px (the strip scrolls when longer). */
export const PIXELS_PER_SECOND = 16;

/**
 * The scenes step's timeline: one block per scene, as wide as it lasts, with its narration's
 * estimated length under it and the transition to the next between them. Drag a block to move
 * it, its right edge to change its seconds; with the keyboard, Alt (or Ctrl) + arrows move the
 * focused block and + / - change its seconds. Every change is announced.
 */
export function SceneTimeline({
  scenes,
  options,
  changed,
  disabled,
  onChange,
}: {
  scenes: DraftScene[];
  options: Pick<VideoOptions, 'secondsPerScene'>;
  /** Scenes that render again in a revision (marked). */
  changed?: ReadonlySet<string>;
  /** A scene is open in the editor: the timeline waits. */
  disabled: boolean;
  onChange: (next: DraftScene[]) => void;
}) {
  const { t } = useTranslation('video-studio');
  const blocks = timelineBlocks(scenes, options);
  const strip = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The block to focus after a keyboard move (React re-orders the nodes, which can drop focus). */
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    strip.current?.querySelector<HTMLElement>(`[data-scene-id="${CSS.escape(focusId)}"]`)?.focus();
    setFocusId(null);
  }, [focusId, scenes]);

  const numberOf = (id: string) => scenes.findIndex((s) => s.id === id) + 1;
  const moveTo = (id: string, index: number) => {
    const next = moveSceneTo(scenes, id, index);
    if (next === scenes) return;
    onChange(next);
    setAnnouncement(t('timeline.moved', { number: numberOf(id), position: index + 1, total: scenes.length }));
  };
  const resize = (id: string, seconds: number) => {
    const scene = scenes.find((s) => s.id === id);
    const value = clampSceneSeconds(seconds);
    if (!scene || (scene.seconds ?? options.secondsPerScene) === value) return;
    onChange(withSceneSeconds(scenes, id, value));
    setAnnouncement(t('timeline.resized', { number: numberOf(id), seconds: value }));
  };

  const drag = useTimelineDrag({
    pixelsPerSecond: PIXELS_PER_SECOND,
    blocks: () => Array.from(strip.current?.querySelectorAll<HTMLElement>('[data-scene-id]') ?? []),
    onMove: moveTo,
    onResize: resize,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, id: string, index: number, seconds: number) => {
    if (disabled) return;
    const modified = event.altKey || event.ctrlKey || event.metaKey;
    if (modified && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      moveTo(id, index + (event.key === 'ArrowLeft' ? -1 : 1));
      setFocusId(id);
    } else if (event.key === '+' || event.key === '=' || event.key === '-' || event.key === '_') {
      event.preventDefault();
      resize(id, seconds + (event.key === '+' || event.key === '=' ? 1 : -1));
    }
  };

  /** Whether the dragged block would land just before block `index` (indexes without the dragged one). */
  const dropBefore = (index: number) => {
    if (!drag.dragging) return false;
    const from = numberOf(drag.dragging.id) - 1;
    return index !== from && drag.dragging.target === (index < from ? index : index - 1);
  };

  const total = totalSeconds(blocks);
  return (
    <section className="grid gap-2" aria-labelledby="timeline-title" data-testid="scene-timeline">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="timeline-title" className="text-sm font-semibold">
          {t('timeline.title')}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="timeline-total">
          {t('timeline.total', { duration: formatDuration(total), count: scenes.length })}
        </p>
      </div>
      <p id="timeline-hint" className="text-xs text-muted-foreground">
        {t('timeline.hint')}
      </p>
      <div className="overflow-x-auto rounded-md border bg-muted/40 p-2">
        <ol
          ref={strip}
          className="flex w-max items-stretch"
          aria-label={t('timeline.label')}
          aria-describedby="timeline-hint"
        >
          {blocks.map((block, index) => (
            <TimelineBlockView
              key={block.scene.id}
              block={block}
              number={index + 1}
              width={block.seconds * PIXELS_PER_SECOND}
              changed={changed?.has(block.scene.id) ?? false}
              disabled={disabled}
              dragging={drag.dragging?.id === block.scene.id ? drag.dragging : null}
              dropBefore={dropBefore(index)}
              onKeyDown={(event) => onKeyDown(event, block.scene.id, index, block.seconds)}
              onPointerDown={(event, kind) =>
                !disabled && drag.begin(event, block.scene.id, kind, block.seconds)
              }
              onPointerMove={drag.move}
              onPointerUp={drag.end}
              onPointerCancel={drag.cancel}
              after={
                index < blocks.length - 1 && (
                  <TransitionButton
                    transition={block.scene.transition}
                    number={index + 1}
                    disabled={disabled}
                    onChange={(transition) => {
                      onChange(withTransition(scenes, block.scene.id, transition));
                      setAnnouncement(
                        t('timeline.transitionChanged', {
                          number: index + 1,
                          name: t(`timeline.transitions.${transition}`),
                        }),
                      );
                    }}
                  />
                )
              }
            />
          ))}
        </ol>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="timeline-announcement">
        {announcement}
      </p>
    </section>
  );
}
