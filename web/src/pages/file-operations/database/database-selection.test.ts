import { describe, expect, it } from 'vitest';
import { allOrNone, checkedIn, emptySelection, selectionView, toggled } from './database-selection';

describe('database selection', () => {
  const page1 = selectionView('', 'all', 1);
  const page2 = selectionView('', 'all', 2);

  it('toggles paths within a view', () => {
    const one = toggled(emptySelection, page1, '/a');
    expect([...checkedIn(one, page1)]).toEqual(['/a']);
    expect([...checkedIn(toggled(one, page1, '/a'), page1)]).toEqual([]);
  });

  it('is empty in any other view: another page, search or filter', () => {
    const one = toggled(emptySelection, page1, '/a');
    expect(checkedIn(one, page2).size).toBe(0);
    expect(checkedIn(one, selectionView('x', 'all', 1)).size).toBe(0);
    expect(checkedIn(one, selectionView('', 'movies', 1)).size).toBe(0);
    expect([...checkedIn(toggled(one, page2, '/b'), page2)]).toEqual(['/b']);
  });

  it('selects all or none of a page', () => {
    expect(checkedIn(allOrNone(page1, ['/a', '/b'], true), page1).size).toBe(2);
    expect(checkedIn(allOrNone(page1, ['/a', '/b'], false), page1).size).toBe(0);
  });
});
