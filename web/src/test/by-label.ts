import { queryAllByRole, screen, within } from '@testing-library/react';

/**
 * The element labelled `name` (aria-label, aria-labelledby or a <label>), checked to have `role`:
 * a stand-in for `getByRole(role, { name })` among many rows. A role query computes the accessible
 * name of every element of the role and the styles up each one's ancestors, which in jsdom under
 * MUI's hundreds of style sheets takes seconds per call; a label lookup is a text match. Unlike a
 * role query it does not ask whether the element is visible: use it for controls that are.
 */
export function getByLabelAs(role: string, name: string | RegExp, container?: HTMLElement): HTMLElement {
  const element = (container ? within(container) : screen).getByLabelText(name);
  // The role among the label's neighbours only, where a role query is cheap.
  const ofRole = queryAllByRole(element.parentElement ?? element, role, { hidden: true });
  if (!ofRole.includes(element)) throw new Error(`The element labelled "${String(name)}" is not a ${role}`);
  return element;
}
