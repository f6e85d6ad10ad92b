import { plural } from '../../../format/plural';
import type { ReorganiseOperation } from '../../../components/reorganise/reorganise-shapes';

/** What the operation did: a re-organisation, or the undo of one. */
export function operationTitle(operation: ReorganiseOperation): string {
  if (operation.kind === 'undo') return operation.undoes === null ? 'Undo' : `Undo of #${operation.undoes}`;
  return `Re-organise #${operation.id}`;
}

/** "2 of 3 links moved, 1 skipped". */
export function operationCounts(operation: ReorganiseOperation): string {
  const moved = `${operation.moved} of ${plural(operation.total, 'link')} moved`;
  return operation.skipped > 0 ? `${moved}, ${operation.skipped} skipped` : moved;
}

/** The state chip: an undone operation says so rather than "Done". */
export function operationStateWord(
  operation: ReorganiseOperation,
): 'Running' | 'Failed' | 'Interrupted' | 'Done' | 'Undone' {
  if (operation.state === 'running') return 'Running';
  if (operation.state === 'failed') return 'Failed';
  if (operation.state === 'interrupted') return 'Interrupted';
  return operation.undoneBy === null ? 'Done' : 'Undone';
}

/** Undo is refused (409) while an operation runs and once it has been undone: not offered then. */
export const canUndo = (operation: ReorganiseOperation) => operation.state !== 'running' && operation.undoneBy === null;
