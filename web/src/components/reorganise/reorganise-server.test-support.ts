import { json } from '../../test/mock-fetch';
import type {
  PlannedChange,
  PlannedConflict,
  ReorganiseOperation,
  ReorganiseOperationDetails,
} from './reorganise-shapes';

/** The re-organise routes as the server answers them, for page tests (see `mockFetch`). */

export const change = (title: string, from: string, to: string, kind: PlannedChange['kind'] = 'renamed') => ({
  type: 'change' as const,
  title,
  from,
  to,
  kind,
});

export const conflict = (title: string, from: string, to: string, reason: string) => ({
  type: 'conflict' as const,
  title,
  from,
  to,
  reason,
});

/** The summary line the server ends a preview with, counted from the lines before it. */
export function summaryOf(lines: ReadonlyArray<PlannedChange | PlannedConflict>, previewId = 12) {
  const changes = lines.filter((line): line is PlannedChange => 'kind' in line);
  const count = (kind: PlannedChange['kind']) => changes.filter((line) => line.kind === kind).length;
  return {
    type: 'summary' as const,
    previewId,
    changes: changes.length,
    conflicts: lines.length - changes.length,
    kinds: { renamed: count('renamed'), moved: count('moved'), relinked: count('relinked') },
    unplanned: 0,
  };
}

/** A whole NDJSON answer: the lines, then their summary. */
export function previewAnswer(lines: ReadonlyArray<PlannedChange | PlannedConflict>, previewId = 12): Response {
  const text = [...lines, summaryOf(lines, previewId)].map((line) => JSON.stringify(line)).join('\n');
  return new Response(`${text}\n`, { headers: { 'Content-Type': 'application/x-ndjson' } });
}

export function operation(overrides: Partial<ReorganiseOperationDetails> = {}): ReorganiseOperationDetails {
  return {
    id: 5,
    kind: 'apply',
    state: 'done',
    total: 3,
    moved: 3,
    skipped: 0,
    createdAt: Date.parse('2026-11-29T09:00:00Z'),
    finishedAt: Date.parse('2026-11-29T09:00:04Z'),
    previewId: 12,
    undoes: null,
    undoneBy: null,
    error: null,
    skippedEntries: [],
    ...overrides,
  };
}

/** Answers an operation's polls in turn; the last answer repeats. */
export function polls(...answers: ReorganiseOperationDetails[]): () => Response {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return json(answer);
  };
}

export const operationList = (operations: ReorganiseOperation[]) => json({ operations });
