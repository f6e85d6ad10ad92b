import { describe, expect, it } from 'vitest';
import type { ScanSummary } from '../scan/scan-types.js';
import { ScanRequests, type FileRescanResult, type FullScanWork } from './scan-requests.js';

/** A gate a fake scan waits at until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const summary = (status: ScanSummary['status'] = 'completed'): ScanSummary => ({
  scanId: 1,
  kind: 'manual',
  status,
  dryRun: false,
  counts: {
    seen: 3,
    changed: 0,
    unchanged: 3,
    removed: 0,
    errors: 0,
    handled: 0,
    resumed: 0,
    refreshed: 0,
    held: 0,
    moved: 0,
    repaired: 0,
  },
  roots: [],
  startedAt: 0,
  finishedAt: 0,
});

/**
 * The coalescer over a one-at-a-time queue like the organiser's, with scans that wait at gates
 * the test opens: what runs, in which order and for whom is recorded.
 */
function world() {
  let tail: Promise<unknown> = Promise.resolve();
  const ran: string[] = [];
  const gates: { open: () => void }[] = [];
  const works: FullScanWork[] = [];
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
  const requests = new ScanRequests({
    enqueue,
    fullScan: async (work) => {
      works.push(work);
      ran.push(`scan(${work.kinds.join('+')})`);
      const g = gate();
      gates.push(g);
      await g.wait;
      if (work.signal.aborted) return { summary: summary('cancelled'), results: [] };
      return { summary: summary(), results: [] };
    },
    rescanFiles: async (files): Promise<FileRescanResult> => {
      ran.push(`files(${[...files].sort().join(',')})`);
      if (files.includes('/src/slow.mkv')) {
        const g = gate();
        gates.push(g);
        await g.wait;
      }
      return { checked: files.length, organised: 0, repaired: 0, removed: 0, kept: 0 };
    },
    now: () => 0,
  });
  /** Let queued tasks start (they start on the queue's next turn). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { requests, enqueue, ran, gates, works, settle };
}

describe('ScanRequests', () => {
  it('joins requests to the waiting scan, and queues one more only once that one started', async () => {
    const { requests, ran, gates, settle } = world();
    const first = requests.requestScan({ kind: 'bazarr' });
    const joined = requests.requestScan({ kind: 'scheduled' });
    expect(joined.id).toBe(first.id);
    await settle();
    expect(first.status).toBe('started');

    const storm = Array.from({ length: 300 }, () => requests.requestScan({ kind: 'bazarr' }));
    const next = storm[0]!;
    expect(new Set(storm.map((t) => t.id))).toEqual(new Set([next.id]));
    expect(next.id).not.toBe(first.id);
    expect(next.status).toBe('queued');

    gates[0]!.open();
    await settle();
    expect(first.status).toBe('completed');
    expect(next.status).toBe('started');
    gates[1]!.open();
    await next.done;
    expect(ran).toEqual(['scan(bazarr+scheduled)', 'scan(bazarr)']);
    expect(next.status).toBe('completed');
    expect(next.message).toMatch(/3 files seen/);
  });

  it('lets other work queued meanwhile wait behind two scans at most', async () => {
    const { requests, enqueue, ran, gates, settle } = world();
    requests.requestScan({ kind: 'bazarr' });
    await settle();
    for (let i = 0; i < 200; i++) requests.requestScan({ kind: 'bazarr' });
    for (let i = 0; i < 200; i++) requests.requestFileRescan(`movie ${i % 3}`, [`/src/m${i % 3}.mkv`], 'bazarr');
    const sweep = enqueue(async () => void ran.push('sweep'));
    for (let i = 0; i < 200; i++) requests.requestScan({ kind: 'bazarr' });
    gates[0]!.open();
    await settle();
    gates[1]!.open();
    await sweep;
    expect(ran).toEqual([
      'scan(bazarr)',
      'scan(bazarr)',
      'files(/src/m0.mkv)',
      'files(/src/m1.mkv)',
      'files(/src/m2.mkv)',
      'sweep',
    ]);
  });

  it("gathers a title's files into its waiting run, and starts a new one after it began", async () => {
    const { requests, ran, gates, settle } = world();
    requests.requestScan({ kind: 'hold' });
    await settle();
    const a = requests.requestFileRescan('movie 1', ['/src/a.mkv'], 'bazarr');
    const b = requests.requestFileRescan('movie 1', ['/src/a.mkv', '/src/a2.mkv'], 'bazarr');
    const other = requests.requestFileRescan('movie 2', ['/src/b.mkv'], 'bazarr');
    expect(b.id).toBe(a.id);
    expect(other.id).not.toBe(a.id);
    gates[0]!.open();
    await a.done;
    const later = requests.requestFileRescan('movie 1', ['/src/a.mkv'], 'bazarr');
    expect(later.id).not.toBe(a.id);
    await later.done;
    expect(ran).toEqual(['scan(hold)', 'files(/src/a.mkv,/src/a2.mkv)', 'files(/src/b.mkv)', 'files(/src/a.mkv)']);
    expect(a.status).toBe('completed');
  });

  it('joins a title run that waits later in the batch already running', async () => {
    const { requests, ran, gates, settle } = world();
    const slow = requests.requestFileRescan('movie 1', ['/src/slow.mkv'], 'bazarr');
    const second = requests.requestFileRescan('movie 2', ['/src/b.mkv'], 'bazarr');
    await settle();
    expect([slow.status, second.status]).toEqual(['started', 'queued']);
    // Movie 2 has not begun: asking again joins it. Movie 1 has: asking again queues its next run.
    const joined = requests.requestFileRescan('movie 2', ['/src/b2.mkv'], 'bazarr');
    const again = requests.requestFileRescan('movie 1', ['/src/a.mkv'], 'bazarr');
    expect(joined.id).toBe(second.id);
    expect(again.id).not.toBe(slow.id);
    gates[0]!.open();
    await again.done;
    expect(ran).toEqual(['files(/src/slow.mkv)', 'files(/src/b.mkv,/src/b2.mkv)', 'files(/src/a.mkv)']);
  });

  it('stops a shared scan only when every request that joined it stopped asking', async () => {
    const { requests, works, gates, settle } = world();
    requests.requestScan({ kind: 'hold' });
    await settle();
    const job = new AbortController();
    const bulk = new AbortController();
    const one = requests.requestScan({ kind: 'scheduled', signal: job.signal });
    requests.requestScan({ kind: 'bulk', signal: bulk.signal });
    job.abort();
    gates[0]!.open();
    await settle();
    expect(works[1]?.signal.aborted).toBe(false);
    bulk.abort();
    expect(works[1]?.signal.aborted).toBe(true);
    gates[1]!.open();
    await one.done;
    expect(one.status).toBe('cancelled');

    // A request without a signal holds its run to the end.
    const held = requests.requestScan({ kind: 'bazarr' });
    const leaving = new AbortController();
    requests.requestScan({ kind: 'bulk', signal: leaving.signal });
    leaving.abort();
    await settle();
    gates[2]!.open();
    await held.done;
    expect(works[2]?.signal.aborted).toBe(false);
    expect(held.status).toBe('completed');
  });

  it('tells every joined request of each result, and keeps dry runs apart from real ones', async () => {
    const { requests, settle, gates, works } = world();
    requests.requestScan({ kind: 'hold' });
    await settle();
    const heard: string[] = [];
    requests.requestScan({ kind: 'bulk', onResult: (r) => heard.push(`a ${r.sourcePath}`) });
    requests.requestScan({ kind: 'bazarr', onResult: (r) => heard.push(`b ${r.sourcePath}`) });
    const dry = requests.requestScan({ kind: 'cli', dryRun: true });
    expect(new Set([dry.scope, 'all'])).toEqual(new Set(['all (dry run)', 'all']));
    gates[0]!.open();
    await settle();
    works[1]!.onResult({
      sourcePath: '/src/x.mkv',
      status: 'linked',
      mediaType: 'movie',
      tmdbId: 1,
      season: null,
      episodes: [],
      destinationPath: null,
      reason: null,
    });
    expect(heard).toEqual(['a /src/x.mkv', 'b /src/x.mkv']);
    gates[1]!.open();
    await settle();
    expect(works[2]?.dryRun).toBe(true);
    gates[2]!.open();
    await dry.done;
  });
});
