import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

// findBy… and waitFor give up after 1 s by default. On two cores shared with other suites a page
// of MUI rows can take longer than that to render after a fetch, and tests of things that do
// happen failed for want of time. No test waits for a timeout on purpose (none expects a
// findBy… or waitFor to reject), so a longer limit only costs time when a test is failing.
configure({ asyncUtilTimeout: 5000 });

// The document, and so its storage, outlives a file when isolation is off: each file starts with
// none of another's remembered view modes, tokens or drafts, as it would in a browser of its own.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Page files share a worker's modules and document (isolation is off for speed), so MUI's styles
 * would pile up in the one document from file to file, and jsdom reads every rule each time a
 * test asks whether an element is visible. Each file ends by emptying Emotion's default cache:
 * the next file starts with a head holding only its own styles, inserted afresh.
 */
afterAll(() => {
  let cache: EmotionCache | null = null;
  function Probe() {
    cache = useEmotionCache();
    return null;
  }
  render(<Probe />);
  cleanup();
  const found = cache as EmotionCache | null;
  if (!found) return;
  found.sheet.flush();
  for (const name of Object.keys(found.inserted)) delete found.inserted[name];
});
