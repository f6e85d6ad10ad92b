import type { EventPayload, FileOperationItem, FileOperationStatus, FileOperationsResponse } from '@cinesync/common';

/**
 * How a shown page of the operations list follows the live `file_operation_update` events (spec §4),
 * as pure functions over the list answer so the rules are tested without a screen.
 */

export type OperationEvent = EventPayload<'file_operation_update'>;

/**
 * An event the list cannot apply by itself: without a status it announces a bulk removal or a moved
 * link, and without an id or path there is no entry to place. The list is fetched again instead.
 */
export function needsRefetch(event: OperationEvent): boolean {
  return event.status === undefined || (event.id === undefined && event.filePath === undefined);
}

const baseName = (path: string) => path.split(/[\\/]/).filter(Boolean).at(-1) ?? path;

/** The TMDB id arrives as text in the event and is a number in the list. */
function tmdbIdOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

/** The list entry an event describes; null when it has no status. */
export function entryFromEvent(event: OperationEvent, now: Date = new Date()): FileOperationItem | null {
  if (!event.status) return null;
  const filePath = event.filePath ?? '';
  return {
    id: event.id ?? filePath,
    filePath,
    destinationPath: event.destinationPath ?? null,
    fileName: event.fileName ?? baseName(filePath),
    status: event.status,
    timestamp: event.timestamp ?? now.toISOString(),
    reason: event.reason ?? null,
    error: null,
    tmdbId: tmdbIdOf(event.tmdbId),
    seasonNumber: event.seasonNumber ?? null,
    type: event.type ?? 'other',
    operation: event.operation ?? 'process',
    candidates: null,
  };
}

const matchesEvent = (item: FileOperationItem, event: OperationEvent) =>
  (event.id !== undefined && item.id === event.id) ||
  (event.filePath !== undefined && item.filePath === event.filePath);

/**
 * Applies one event to the page on screen: the event's status count goes up; an entry of the same
 * file leaves the page (its old status count and the total go down); when the event's status is the
 * open tab's, the new entry goes on top, the page keeps its size and the total goes up.
 * `tabStatus` is null on the Source tab, where only the badge counts matter.
 */
export function applyOperationEvent(
  list: FileOperationsResponse,
  event: OperationEvent,
  tabStatus: FileOperationStatus | null,
  pageSize: number,
  now: Date = new Date(),
): FileOperationsResponse {
  const entry = entryFromEvent(event, now);
  if (!entry || needsRefetch(event)) return list;
  const counts = { ...list.statusCounts };
  counts[entry.status] += 1;
  const kept: FileOperationItem[] = [];
  let total = list.total;
  for (const item of list.operations) {
    if (!matchesEvent(item, event)) {
      kept.push(item);
      continue;
    }
    counts[item.status] = Math.max(0, counts[item.status] - 1);
    total = Math.max(0, total - 1);
  }
  if (tabStatus !== null && entry.status === tabStatus) {
    return { operations: [entry, ...kept].slice(0, pageSize), total: total + 1, statusCounts: counts };
  }
  return { operations: kept, total, statusCounts: counts };
}

/** Restored entries leave the Deleted list at once (the deleted count and total go down). */
export function removeOperations(list: FileOperationsResponse, ids: ReadonlySet<string>): FileOperationsResponse {
  const counts = { ...list.statusCounts };
  let total = list.total;
  const operations = list.operations.filter((item) => {
    if (!ids.has(item.id)) return true;
    counts[item.status] = Math.max(0, counts[item.status] - 1);
    total = Math.max(0, total - 1);
    return false;
  });
  return { operations, total, statusCounts: counts };
}
