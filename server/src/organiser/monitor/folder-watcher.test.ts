import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from '../../../test/worlds/scan-test-world.js';
import { isIgnoredName } from '../scan/source-roots.js';
import { FolderWatcher, type FolderWatcherHandlers } from './folder-watcher.js';

type Kind = 'file' | 'folder' | 'fileGone' | 'folderGone';
interface Heard {
  kind: Kind;
  path: string;
}

/** Everything a watcher reports, and a way to await a report. */
class Reports {
  readonly heard: Heard[] = [];
  readonly errors: Error[] = [];
  private waiters: { match: (h: Heard) => boolean; resolve: () => void }[] = [];

  readonly handlers: FolderWatcherHandlers = {
    file: (p) => this.push({ kind: 'file', path: p }),
    folder: (p) => this.push({ kind: 'folder', path: p }),
    fileGone: (p) => this.push({ kind: 'fileGone', path: p }),
    folderGone: (p) => this.push({ kind: 'folderGone', path: p }),
    error: (err) => this.errors.push(err),
  };

  /** Resolves once `kind` was reported for `target` (at once when it was already). */
  next(kind: Kind, target: string): Promise<void> {
    const match = (h: Heard) => h.kind === kind && h.path === target;
    if (this.heard.some(match)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  of(kind: Kind): string[] {
    return this.heard.filter((h) => h.kind === kind).map((h) => h.path);
  }

  private push(heard: Heard): void {
    this.heard.push(heard);
    for (const waiter of this.waiters.filter((w) => w.match(heard))) waiter.resolve();
    this.waiters = this.waiters.filter((w) => !w.match(heard));
  }
}

describe.each([
  ['kernel watches', false],
  ['polling', true],
])('FolderWatcher (%s)', (_mode, polling) => {
  let base: string;
  let root: string;
  let reports: Reports;
  let watcher: FolderWatcher | undefined;

  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-watch-'));
    root = path.join(base, 'source');
    await writeFiles(root, {
      'Show/Season 1/Show - S01E01.mkv': 'e1',
      'Show/Season 1/Show - S01E02.mkv': 'e2',
      'Movie (2001)/Movie (2001).mkv': 'm',
      '.hidden/Secret.mkv': 's',
    });
    reports = new Reports();
  });
  afterEach(async () => {
    await watcher?.close();
    watcher = undefined;
    await rm(base, { recursive: true, force: true });
  });

  const open = async () => {
    watcher = await FolderWatcher.open({
      root,
      polling,
      pollIntervalMs: 30,
      ignoredName: isIgnoredName,
      handlers: reports.handlers,
    });
    return watcher;
  };

  it('holds one watch per folder it entered, none per file, and reports nothing already there', async () => {
    const w = await open();
    // root, Show, Show/Season 1, Movie (2001); `.hidden` is not entered
    expect(w.counts()).toEqual(polling ? { watched: 0, polled: 4 } : { watched: 4, polled: 0 });
    expect(reports.heard).toEqual([]);
  });

  it('reports a new file in a nested folder and a file gone', async () => {
    await open();
    const added = path.join(root, 'Show/Season 1/Show - S01E03.mkv');
    await writeFile(added, 'e3');
    await reports.next('file', added);
    const removed = path.join(root, 'Movie (2001)/Movie (2001).mkv');
    await rm(removed);
    await reports.next('fileGone', removed);
    expect(reports.errors).toEqual([]);
  });

  it('reports a new folder and watches what lands in it afterwards', async () => {
    await open();
    const title = path.join(root, 'Other (2005)');
    await mkdir(title);
    await reports.next('folder', title);
    const extras = path.join(title, 'Extras');
    await mkdir(extras);
    await reports.next('folder', extras);
    const file = path.join(extras, 'Featurette.mkv');
    await writeFile(file, 'f');
    await reports.next('file', file);
  });

  it('reports a folder gone, and watches a folder of the same name made again', async () => {
    await open();
    const season = path.join(root, 'Show/Season 1');
    await rm(season, { recursive: true });
    await reports.next('folderGone', season);
    await mkdir(season);
    await reports.next('folder', season);
    const file = path.join(season, 'Show - S01E01.mkv');
    await writeFile(file, 'again');
    await reports.next('file', file);
  });

  it('reports the root gone when it is moved away', async () => {
    await open();
    await rename(root, `${root}-away`);
    await reports.next('folderGone', root);
  });

  it('reports nothing of ignored names', async () => {
    await open();
    await writeFile(path.join(root, 'Show/.Show - S01E09.mkv.part'), 'partial');
    await writeFile(path.join(root, '.hidden/Other.mkv'), 'o');
    const marker = path.join(root, 'Show/marker.mkv');
    await writeFile(marker, 'm');
    await reports.next('file', marker);
    expect(new Set(reports.of('file'))).toEqual(new Set([marker]));
  });
});
