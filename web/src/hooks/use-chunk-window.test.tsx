import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChunkWindow } from './use-chunk-window';

const CHUNK_PX = 500;

/** Ten chunks of one row each in a scrolling box; drawn chunks say so, the others are placeholders. */
function Chunks({ count = 10 }: { count?: number }) {
  const rowsIn = useCallback(() => 1, []);
  const view = useChunkWindow(count, rowsIn, 100);
  return (
    <div data-testid="scroller" style={{ overflowY: 'auto' }}>
      <div ref={view.containerRef}>
        {Array.from({ length: count }, (_, index) =>
          view.shown(index) ? (
            <div key={index} data-chunk={index} data-drawn="true">
              {`chunk ${index}`}
            </div>
          ) : (
            <div
              key={index}
              data-chunk={index}
              data-testid={`placeholder ${index}`}
              style={{ height: view.placeholderHeight(index) }}
            />
          ),
        )}
      </div>
    </div>
  );
}

const box = (top: number, bottom: number) => ({ top, bottom, height: bottom - top }) as DOMRect;

/**
 * A stand-in layout for jsdom, which has none: the scroller is 900 px tall at the top of the window
 * (768 px, jsdom's), a drawn chunk is 500 px, a placeholder its style's height, stacked from the
 * scroller's scroll position.
 */
function fakeLayout(): { scrollTo: (top: number) => void } {
  let scrollTop = 0;
  const heightOf = (element: Element) =>
    element instanceof HTMLElement && element.dataset.drawn === 'true'
      ? CHUNK_PX
      : Number.parseFloat((element as HTMLElement).style.height) || 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid === 'scroller') return box(0, 900);
    if (this.dataset.chunk === undefined) return box(0, 0);
    let top = -scrollTop;
    for (let sibling = this.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      top += heightOf(sibling);
    return box(top, top + heightOf(this));
  });
  return {
    scrollTo: (top) => {
      scrollTop = top;
      act(() => {
        screen.getByTestId('scroller').dispatchEvent(new Event('scroll'));
      });
    },
  };
}

const drawn = () => screen.queryAllByText(/^chunk \d+$/).map((element) => element.textContent);

describe('useChunkWindow', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws what shows first, then a margin around it, and keeps the length with placeholders', async () => {
    fakeLayout();
    render(<Chunks />);
    // The window shows 0–768 px: chunks 0 and 1; then 500 px either way brings in chunk 2.
    await waitFor(() => expect(drawn()).toEqual(['chunk 0', 'chunk 1', 'chunk 2']));
    // A chunk never drawn is as tall as the drawn ones per row.
    expect(screen.getByTestId('placeholder 9').style.height).toBe(`${CHUNK_PX}px`);
  });

  it('draws the chunks scrolled to and lets go of those scrolled away', async () => {
    const layout = fakeLayout();
    render(<Chunks />);
    await waitFor(() => expect(drawn()).toContain('chunk 2'));
    layout.scrollTo(3000);
    await waitFor(() => expect(drawn()).toContain('chunk 6'));
    expect(drawn()).not.toContain('chunk 0');
    expect(drawn().length).toBeLessThan(10);
    // A chunk let go of keeps the height it was drawn at.
    expect(screen.getByTestId('placeholder 0').style.height).toBe(`${CHUNK_PX}px`);
  });

  it('draws every chunk where nothing has a size (no layout)', async () => {
    render(<Chunks />);
    await waitFor(() => expect(drawn()).toHaveLength(10));
  });
});
