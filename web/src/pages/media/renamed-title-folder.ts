import type { PlannedChange } from '../../components/reorganise/reorganise-shapes';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Where a title's folder went when its links were re-organised, or null when it stayed. Read off
 * the first change of a link inside it: the new path less as many trailing segments as the link
 * had below the folder ("Season 1/x.mkv" is two), so a folder that also moved category or gained a
 * resolution folder is still found.
 */
export function renamedTitleFolder(folder: string, changes: readonly PlannedChange[]): string | null {
  const inside = segmentsOf(folder);
  const prefix = `${inside.join('/')}/`;
  const change = changes.find((candidate) => segmentsOf(candidate.from).join('/').startsWith(prefix));
  if (!change) return null;
  const below = segmentsOf(change.from).length - inside.length;
  const target = segmentsOf(change.to);
  if (target.length <= below) return null;
  const moved = target.slice(0, target.length - below).join('/');
  return moved === inside.join('/') ? null : moved;
}
