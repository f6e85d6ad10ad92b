import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. On two cores shared with other suites a page
// of MUI rows can take longer than that to render after a fetch, and tests of things that do
// happen failed for want of time. No test waits for a timeout on purpose (none expects a
// findBy… or waitFor to reject), so a longer limit only costs time when a test is failing.
configure({ asyncUtilTimeout: 5000 });
