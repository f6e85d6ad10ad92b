/**
 * The checked records, tied to the view they were checked in (search, filter and page): a new
 * view starts with nothing checked (spec §4), without an effect having to clear it.
 */
export interface Selection {
  view: string;
  paths: ReadonlySet<string>;
}

export const emptySelection: Selection = { view: '', paths: new Set() };

export function selectionView(query: string, type: string, page: number): string {
  return JSON.stringify([query, type, page]);
}

/** The paths checked in `view` (none when the selection belongs to another view). */
export function checkedIn(selection: Selection, view: string): ReadonlySet<string> {
  return selection.view === view ? selection.paths : emptySelection.paths;
}

export function toggled(selection: Selection, view: string, path: string): Selection {
  const paths = new Set(checkedIn(selection, view));
  if (paths.has(path)) paths.delete(path);
  else paths.add(path);
  return { view, paths };
}

export function allOrNone(view: string, paths: readonly string[], all: boolean): Selection {
  return { view, paths: new Set(all ? paths : []) };
}
