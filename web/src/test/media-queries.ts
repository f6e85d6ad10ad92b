import { vi } from 'vitest';

/**
 * Makes `matchMedia` (MUI's `useMediaQuery`) answer as a screen would on which the media queries
 * `holds` accepts are true: jsdom lays nothing out, so a test says which breakpoints hold.
 */
export function stubMediaQueries(holds: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: holds(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Below the `md` breakpoint (768 px): a phone. */
export const onPhone = (query: string) => query.includes('max-width:767.95px');
