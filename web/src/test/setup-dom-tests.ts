import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. Two workers rendering MUI pages on two
// busy cores often need longer for a page to settle, and a test that asserts no timing must not
// fail for it. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
