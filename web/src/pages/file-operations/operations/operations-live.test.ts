import type { FileOperationItem, FileOperationsResponse } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import {
  applyOperationEvent,
  entryFromEvent,
  needsRefetch,
  removeOperations,
  type OperationEvent,
} from './operations-live';
import { operation } from './operations-test-server';

const NOW = new Date('2026-11-25T12:00:00.000Z');

function op(id: string, status: FileOperationItem['status'] = 'failed'): FileOperationItem {
  return operation({ id, status, filePath: `/src/${id}.mkv`, fileName: `${id}.mkv` });
}

function page(ids: string[], status: FileOperationItem['status'], total: number): FileOperationsResponse {
  return {
    operations: ids.map((id) => op(id, status)),
    total,
    statusCounts: { created: 10, failed: total, skipped: 3, deleted: 1 },
  };
}

describe('entryFromEvent', () => {
  it('builds the list entry from the event, the TMDB id read as a number', () => {
    const event: OperationEvent = {
      id: '42',
      filePath: '/src/Dune.2021.mkv',
      fileName: 'Dune.2021.mkv',
      destinationPath: '/lib/Movies/Dune (2021)/Dune (2021).mkv',
      status: 'created',
      timestamp: '2026-11-25T11:00:00.000Z',
      type: 'movie',
      operation: 'process',
      tmdbId: '438631',
      seasonNumber: null,
    };
    expect(entryFromEvent(event, NOW)).toEqual({
      id: '42',
      filePath: '/src/Dune.2021.mkv',
      destinationPath: '/lib/Movies/Dune (2021)/Dune (2021).mkv',
      fileName: 'Dune.2021.mkv',
      status: 'created',
      timestamp: '2026-11-25T11:00:00.000Z',
      reason: null,
      error: null,
      tmdbId: 438631,
      seasonNumber: null,
      type: 'movie',
      operation: 'process',
      candidates: null,
    });
  });

  it('falls back to the path for a missing id and name, and to now and defaults for the rest', () => {
    const entry = entryFromEvent({ filePath: '/src/show/Ep.S01E02.mkv', status: 'skipped', reason: 'extra' }, NOW);
    expect(entry).toMatchObject({
      id: '/src/show/Ep.S01E02.mkv',
      fileName: 'Ep.S01E02.mkv',
      timestamp: NOW.toISOString(),
      reason: 'extra',
      tmdbId: null,
      seasonNumber: null,
      type: 'other',
      operation: 'process',
      destinationPath: null,
    });
  });

  it('reads a TMDB id that is not a number as none', () => {
    expect(entryFromEvent({ filePath: '/a', status: 'failed', tmdbId: 'abc' }, NOW)?.tmdbId).toBeNull();
  });

  it('has no entry without a status', () => {
    expect(entryFromEvent({ filePath: '/a' }, NOW)).toBeNull();
  });
});

describe('needsRefetch', () => {
  it('refetches for an event without status (bulk removal, moved link) or without id and path', () => {
    expect(needsRefetch({})).toBe(true);
    expect(needsRefetch({ filePath: '/a' })).toBe(true);
    expect(needsRefetch({ status: 'created' })).toBe(true);
    expect(needsRefetch({ status: 'created', filePath: '/a' })).toBe(false);
    expect(needsRefetch({ status: 'created', id: '1' })).toBe(false);
  });
});

describe('applyOperationEvent', () => {
  it('puts an entry of the open tab on top, raises its count and the total, and keeps the page size', () => {
    const list = page(['a', 'b', 'c'], 'failed', 30);
    const next = applyOperationEvent(list, { id: 'n', filePath: '/src/n.mkv', status: 'failed' }, 'failed', 3, NOW);
    expect(next.operations.map((o) => o.id)).toEqual(['n', 'a', 'b']);
    expect(next.total).toBe(31);
    expect(next.statusCounts).toEqual({ created: 10, failed: 31, skipped: 3, deleted: 1 });
  });

  it('does not grow a short page past its size limit but lets it grow below it', () => {
    const list = page(['a'], 'failed', 1);
    const next = applyOperationEvent(list, { id: 'n', filePath: '/n', status: 'failed' }, 'failed', 25, NOW);
    expect(next.operations.map((o) => o.id)).toEqual(['n', 'a']);
  });

  it('removes an entry that moved to another status: old count and total down, new count up', () => {
    const list = page(['a', 'b', 'c'], 'failed', 3);
    const next = applyOperationEvent(list, { id: 'b', filePath: '/src/b.mkv', status: 'created' }, 'failed', 25, NOW);
    expect(next.operations.map((o) => o.id)).toEqual(['a', 'c']);
    expect(next.total).toBe(2);
    expect(next.statusCounts).toEqual({ created: 11, failed: 2, skipped: 3, deleted: 1 });
  });

  it('only raises the count for an event of another tab whose file is not on the page', () => {
    const list = page(['a', 'b'], 'failed', 2);
    const next = applyOperationEvent(list, { id: 'z', filePath: '/src/z.mkv', status: 'skipped' }, 'failed', 25, NOW);
    expect(next.operations.map((o) => o.id)).toEqual(['a', 'b']);
    expect(next.total).toBe(2);
    expect(next.statusCounts.skipped).toBe(4);
    expect(next.statusCounts.failed).toBe(2);
  });

  it('matches the old entry by file path when the event has no id', () => {
    const list = page(['a', 'b'], 'failed', 2);
    const next = applyOperationEvent(
      list,
      { filePath: '/src/b.mkv', status: 'failed', reason: 'again' },
      'failed',
      25,
      NOW,
    );
    expect(next.operations.map((o) => o.id)).toEqual(['/src/b.mkv', 'a']);
    expect(next.operations[0]?.reason).toBe('again');
    expect(next.total).toBe(2);
    expect(next.statusCounts.failed).toBe(2);
  });

  it('matches the old entry by id when the path differs', () => {
    const list = page(['a', 'b'], 'failed', 2);
    const next = applyOperationEvent(
      list,
      { id: 'a', filePath: '/elsewhere.mkv', status: 'failed' },
      'failed',
      25,
      NOW,
    );
    expect(next.operations.map((o) => o.id)).toEqual(['a', 'b']);
    expect(next.operations[0]?.filePath).toBe('/elsewhere.mkv');
    expect(next.total).toBe(2);
  });

  it('keeps the page untouched and refetches instead for an event without status', () => {
    const list = page(['a'], 'failed', 1);
    expect(applyOperationEvent(list, { id: 'a', filePath: '/src/a.mkv' }, 'failed', 25, NOW)).toBe(list);
  });

  it('on the Source tab (no status) only the counts move', () => {
    const list: FileOperationsResponse = {
      operations: [],
      total: 0,
      statusCounts: { created: 0, failed: 0, skipped: 0, deleted: 0 },
    };
    const next = applyOperationEvent(list, { id: 'a', filePath: '/a', status: 'created' }, null, 25, NOW);
    expect(next.operations).toEqual([]);
    expect(next.statusCounts.created).toBe(1);
  });

  it('never counts below zero', () => {
    const list: FileOperationsResponse = {
      operations: [op('a', 'failed')],
      total: 0,
      statusCounts: { created: 0, failed: 0, skipped: 0, deleted: 0 },
    };
    const next = applyOperationEvent(list, { id: 'a', filePath: '/src/a.mkv', status: 'created' }, 'failed', 25, NOW);
    expect(next.statusCounts.failed).toBe(0);
    expect(next.total).toBe(0);
  });
});

describe('removeOperations', () => {
  it('takes restored entries off the list, lowering their count and the total', () => {
    const list = {
      ...page(['a', 'b', 'c'], 'deleted', 3),
      statusCounts: { created: 0, failed: 0, skipped: 0, deleted: 3 },
    };
    const next = removeOperations(list, new Set(['a', 'c']));
    expect(next.operations.map((o) => o.id)).toEqual(['b']);
    expect(next.total).toBe(1);
    expect(next.statusCounts.deleted).toBe(1);
  });
});
