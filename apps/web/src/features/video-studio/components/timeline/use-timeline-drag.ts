import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dropIndex, resizedSeconds } from '../../model/video-timeline';

/** Pixels before a press becomes a drag (a click or a small wobble is not a move). */
const DRAG_THRESHOLD = 4;

interface Gesture {
  id: string;
  kind: 'move' | 'resize';
  startX: number;
  /** move: the blocks' horizontal middles when the drag began, and the dragged one's index. */
  middles: number[];
  from: number;
  /** resize: the block's seconds when the drag began. */
  startSeconds: number;
  moved: boolean;
}

/**
 * Reordering and resizing the timeline's blocks with the pointer (mouse, pen or touch), on
 * pointer events with capture: no drag-and-drop library. `blocks` reads the blocks' elements
 * in order when a drag begins.
 */
export function useTimelineDrag({
  pixelsPerSecond,
  blocks,
  onMove,
  onResize,
}: {
  pixelsPerSecond: number;
  blocks: () => HTMLElement[];
  onMove: (id: string, index: number) => void;
  onResize: (id: string, seconds: number) => void;
}) {
  const gesture = useRef<Gesture | null>(null);
  /** The block being moved and how far, to draw it under the pointer. */
  const [dragging, setDragging] = useState<{ id: string; dx: number; target: number } | null>(null);

  const begin = (
    event: ReactPointerEvent<HTMLElement>,
    id: string,
    kind: Gesture['kind'],
    seconds: number,
  ) => {
    if (event.button !== 0) return;
    const elements = blocks();
    const middles = elements.map((el) => {
      const box = el.getBoundingClientRect();
      return box.left + box.width / 2;
    });
    gesture.current = {
      id,
      kind,
      startX: event.clientX,
      middles,
      from: elements.findIndex((el) => el.dataset.sceneId === id),
      startSeconds: seconds,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (kind === 'resize') event.stopPropagation();
  };

  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.startX;
    if (!g.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
    g.moved = true;
    if (g.kind === 'resize') {
      onResize(g.id, resizedSeconds(g.startSeconds, dx, pixelsPerSecond));
      return;
    }
    const middle = (g.middles[g.from] ?? g.startX) + dx;
    setDragging({ id: g.id, dx, target: dropIndex(g.middles, g.from, middle) });
  };

  const end = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    gesture.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (!g?.moved || g.kind !== 'move') return setDragging(null);
    const middle = (g.middles[g.from] ?? g.startX) + (event.clientX - g.startX);
    setDragging(null);
    onMove(g.id, dropIndex(g.middles, g.from, middle));
  };

  const cancel = () => {
    gesture.current = null;
    setDragging(null);
  };

  return { dragging, begin, move, end, cancel };
}
