import type { MediaType } from '@cinesync/common';

/**
 * The shapes of the re-organise routes (issue 32) as the web reads them. Checked by hand here, not
 * by zod schemas in `@cinesync/common`, only because the server side is being written at the same
 * time: once it declares them in common, these readers give way to its schemas.
 */

/** What one planned change does to a link: its file name, its folder, or only its target's form. */
export type ChangeKind = 'renamed' | 'moved' | 'relinked';
export const CHANGE_KINDS: readonly ChangeKind[] = ['renamed', 'moved', 'relinked'];

/** The library to re-organise: all of it, or one title. */
export type ReorganiseScope = { tmdbId: number; mediaType: MediaType } | null;

export interface PlannedChange {
  /** Library-relative paths. */
  from: string;
  to: string;
  /** The title the link belongs to; the stream sends one title's lines together. */
  title: string;
  kind: ChangeKind;
}

/** A change the server will not make (two records want one path…), with its reason. */
export interface PlannedConflict {
  from: string;
  to: string;
  title: string;
  reason: string;
}

export interface PreviewSummary {
  previewId: number;
  changes: number;
  conflicts: number;
  kinds: Record<ChangeKind, number>;
}

export type PreviewLine =
  | ({ type: 'change' } & PlannedChange)
  | ({ type: 'conflict' } & PlannedConflict)
  | ({ type: 'summary' } & PreviewSummary);

/** `interrupted`: a stop cut it short; applying its preview again resumes it. */
export type OperationState = 'running' | 'done' | 'failed' | 'interrupted';

export interface ReorganiseOperation {
  id: number;
  kind: 'apply' | 'undo';
  state: OperationState;
  total: number;
  moved: number;
  skipped: number;
  /** Epoch milliseconds. */
  createdAt: number;
  /** The operation this one undoes (an undo), and the undo that reversed this one. */
  undoes: number | null;
  undoneBy: number | null;
  error: string | null;
}

export interface SkippedEntry {
  from: string;
  to: string;
  reason: string;
}

export interface ReorganiseOperationDetails extends ReorganiseOperation {
  skippedEntries: SkippedEntry[];
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isIdOrNull = (value: unknown): value is number | null => value === null || isCount(value);
const isKind = (value: unknown): value is ChangeKind => CHANGE_KINDS.includes(value as ChangeKind);

function hasPaths(line: Fields): line is Fields & { from: string; to: string; title: string } {
  return isText(line.from) && isText(line.to) && isText(line.title);
}

/** One preview line, or null for a line this web does not know (skipped, not fatal). */
export function readPreviewLine(value: unknown): PreviewLine | null {
  if (!isObject(value)) return null;
  if (value.type === 'change' && hasPaths(value) && isKind(value.kind)) {
    return { type: 'change', from: value.from, to: value.to, title: value.title, kind: value.kind };
  }
  if (value.type === 'conflict' && hasPaths(value)) {
    const reason = isText(value.reason) ? value.reason : '';
    return { type: 'conflict', from: value.from, to: value.to, title: value.title, reason };
  }
  if (value.type === 'summary' && isCount(value.previewId) && isCount(value.changes) && isCount(value.conflicts)) {
    const kinds = isObject(value.kinds) ? value.kinds : {};
    const countOf = (kind: ChangeKind) => {
      const count = kinds[kind];
      return isCount(count) ? count : 0;
    };
    return {
      type: 'summary',
      previewId: value.previewId,
      changes: value.changes,
      conflicts: value.conflicts,
      kinds: { renamed: countOf('renamed'), moved: countOf('moved'), relinked: countOf('relinked') },
    };
  }
  return null;
}

function readOperation(value: unknown): ReorganiseOperation | null {
  if (!isObject(value)) return null;
  const { id, kind, state, total, moved, skipped, createdAt, undoes, undoneBy, error } = value;
  if (!isCount(id) || (kind !== 'apply' && kind !== 'undo')) return null;
  if (state !== 'running' && state !== 'done' && state !== 'failed' && state !== 'interrupted') return null;
  if (!isCount(total) || !isCount(moved) || !isCount(skipped) || !isCount(createdAt)) return null;
  const undoesId = undoes ?? null;
  const undoneById = undoneBy ?? null;
  if (!isIdOrNull(undoesId) || !isIdOrNull(undoneById)) return null;
  return {
    id,
    kind,
    state,
    total,
    moved,
    skipped,
    createdAt,
    undoes: undoesId,
    undoneBy: undoneById,
    error: isText(error) ? error : null,
  };
}

export function readOperationDetails(value: unknown): ReorganiseOperationDetails | null {
  const operation = readOperation(value);
  if (!operation || !isObject(value)) return null;
  const entries = Array.isArray(value.skippedEntries) ? value.skippedEntries : [];
  const skippedEntries = entries.flatMap((entry: unknown) =>
    isObject(entry) && isText(entry.from) && isText(entry.to)
      ? [{ from: entry.from, to: entry.to, reason: isText(entry.reason) ? entry.reason : '' }]
      : [],
  );
  return { ...operation, skippedEntries };
}

export function readOperationList(value: unknown): ReorganiseOperation[] | null {
  if (!isObject(value) || !Array.isArray(value.operations)) return null;
  const operations = value.operations.map(readOperation);
  return operations.every((operation) => operation !== null) ? (operations as ReorganiseOperation[]) : null;
}

/** The `{operationId}` of an accepted apply or undo. */
export function readOperationId(value: unknown): number | null {
  return isObject(value) && isCount(value.operationId) ? value.operationId : null;
}
