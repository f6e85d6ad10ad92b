import type { PlannedChange } from './reorganise-shapes';

/** One row of the change list: a title's header, or one of its changes. */
export type PreviewRow = { type: 'title'; title: string; count: number } | { type: 'change'; change: PlannedChange };

/** Case and accents ignored, so "amelie" finds "Amélie". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The change list's rows: each title's header followed by its changes, in the order the titles
 * first came in. The server sends a title's lines together, but grouping by name does not rely on
 * it. With a search, a title that matches keeps all its changes; otherwise only the changes whose
 * old or new path matches are kept, under their title's header.
 */
export function previewRows(changes: readonly PlannedChange[], search: string): PreviewRow[] {
  const wanted = folded(search.trim());
  const groups = new Map<string, PlannedChange[]>();
  for (const change of changes) {
    const group = groups.get(change.title);
    if (group) group.push(change);
    else groups.set(change.title, [change]);
  }
  const rows: PreviewRow[] = [];
  for (const [title, group] of groups) {
    const shown =
      wanted === '' || folded(title).includes(wanted)
        ? group
        : group.filter((change) => folded(change.from).includes(wanted) || folded(change.to).includes(wanted));
    if (shown.length === 0) continue;
    rows.push({ type: 'title', title, count: shown.length });
    for (const change of shown) rows.push({ type: 'change', change });
  }
  return rows;
}
