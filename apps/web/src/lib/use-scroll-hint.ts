import { useCallback, useEffect, useRef } from 'react';

/**
 * For a row that scrolls sideways on narrow screens (tabs, section links): marks the element
 * with `data-more-start` / `data-more-end` while there is more to see on that side, so the
 * edge can fade (SCROLL_HINT_CLASSES) and nobody mistakes the visible tabs for all of them.
 */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const more = el.scrollWidth - el.clientWidth;
    el.toggleAttribute('data-more-start', more > 1 && el.scrollLeft > 1);
    el.toggleAttribute('data-more-end', more > 1 && el.scrollLeft < more - 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The chosen tab (or link) in view first, when it starts out hidden past the edge.
    el.querySelector<HTMLElement>('[data-state="active"], [aria-current="page"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The row's own box, and its items': a web font arriving widens the items, not the row.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);
  return ref;
}

/** The fading edges for an element using useScrollHint. */
export const SCROLL_HINT_CLASSES =
  'data-[more-end]:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] data-[more-start]:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)] data-[more-start]:data-[more-end]:[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]';
