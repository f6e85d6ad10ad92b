import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Chunks drawn beyond the visible area, in pixels each way: room for a fast flick of the wheel. Not
 * on the first paint, which draws what shows and nothing more.
 */
const OVERSCAN_PX = 500;
/** Until anything is measured, chunks drawn on the first pass. */
const FIRST_PASS_CHUNKS = 2;

interface ChunkWindow {
  /** Put on the element holding the chunks (rendered or placeholder, each marked `data-chunk`). */
  containerRef: (element: HTMLElement | null) => void;
  /** Whether chunk `index` is drawn; if not, draw a placeholder of `placeholderHeight(index)`. */
  shown: (index: number) => boolean;
  placeholderHeight: (index: number) => number;
}

interface Range {
  first: number;
  last: number;
}

/**
 * The ancestors that may clip `element` (the shell's main area scrolls it; a table's container only
 * scrolls sideways but reports auto both ways, so each is intersected rather than one picked).
 */
function clippingAncestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowY !== 'visible') found.push(node);
  }
  return found;
}

/** The part of the window where `element` can be seen, in viewport coordinates. */
function visibleArea(ancestors: HTMLElement[]): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (const ancestor of ancestors) {
    const box = ancestor.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom };
}

/**
 * Draws only the chunks of a long list that are on screen or near it; the others are empty boxes of
 * their last measured height (or an estimate from the measured ones), so the page keeps its length,
 * its scroll bar and the pager below it. A page of 100 posters or rows then costs the handful that
 * show. `rowsIn(i)` is how many visual rows chunk i has: a chunk never drawn is estimated per row,
 * from the drawn ones or `rowHeightGuess` before any. Where nothing has
 * a size (no layout, as in jsdom) every chunk is drawn.
 */
export function useChunkWindow(
  chunkCount: number,
  rowsIn: (index: number) => number,
  rowHeightGuess: number,
): ChunkWindow {
  const [range, setRange] = useState<Range>({ first: 0, last: FIRST_PASS_CHUNKS - 1 });
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // Heights only feed placeholders and never change what a render shows by themselves: a ref.
  const heights = useRef(new Map<number, number>());
  const [painted, setPainted] = useState(false);
  const overscan = painted ? OVERSCAN_PX : 0;
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  /** A chunk never drawn: its rows at the measured chunks' height per row, or at the guess. */
  const estimate = useCallback(
    (index: number) => {
      let height = 0;
      let rows = 0;
      for (const [measured, value] of heights.current) {
        height += value;
        rows += rowsIn(measured);
      }
      return (rows === 0 ? rowHeightGuess : height / rows) * rowsIn(index);
    },
    [rowsIn, rowHeightGuess],
  );

  const measure = useCallback(() => {
    // Drawn but hidden (a page rendered while its configuration check is out): nothing has a size yet.
    if (!container || container.closest('[hidden]')) return;
    const view = visibleArea(clippingAncestors(container));
    if (view.bottom - view.top <= 0) {
      setRange((current) =>
        current.first === 0 && current.last >= chunkCount - 1 ? current : { first: 0, last: chunkCount - 1 },
      );
      return;
    }
    const elements = Array.from(container.querySelectorAll<HTMLElement>('[data-chunk]'));
    const boxes = elements.map((element) => element.getBoundingClientRect());
    elements.forEach((element, i) => {
      if (element.dataset.drawn === 'true') heights.current.set(Number(element.dataset.chunk), boxes[i]?.height ?? 0);
    });
    // Where each chunk will be once drawn: a placeholder not yet sized counts at its estimate, so a
    // run of them does not all seem to sit in view.
    let top = boxes[0]?.top ?? 0;
    let first = -1;
    let last = -1;
    elements.forEach((element, i) => {
      const index = Number(element.dataset.chunk);
      const height = heights.current.get(index) ?? estimate(index);
      if (top + height >= view.top - overscan && top <= view.bottom + overscan) {
        if (first === -1) first = index;
        last = index;
      }
      top += Math.max(height, boxes[i]?.height ?? 0);
    });
    if (first === -1) return; // the whole list is scrolled out of reach: keep what is drawn
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, [container, chunkCount, estimate, overscan]);

  // After every render: what was just drawn has a size now, which may bring more chunks into reach.
  useLayoutEffect(measure);

  useLayoutEffect(() => {
    if (!container) return;
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    const scrollers = [...clippingAncestors(container), window];
    for (const scroller of scrollers) scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A change of the list's own size (shown after being hidden, a narrower column) moves the chunks too.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(container);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      for (const scroller of scrollers) scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container, measure]);

  const placeholderHeight = (index: number) => heights.current.get(index) ?? estimate(index);

  return {
    containerRef: setContainer,
    shown: (index) => index >= range.first && index <= range.last,
    placeholderHeight,
  };
}
