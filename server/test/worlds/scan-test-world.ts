import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@cinesync/common';
import type { AppDatabase } from '../../src/db/database.js';
import { ScansRepository } from '../../src/db/repositories/scans.repository.js';
import { SourceFilesRepository } from '../../src/db/repositories/source-files.repository.js';
import { EventBus } from '../../src/events/event-bus.js';
import { silentLogger } from '../../src/log.js';
import type { RemovedFile, ScanHandlers, ScannedFile } from '../../src/organiser/scan/scan-types.js';
import { SourceScanner } from '../../src/organiser/scan/scanner.js';
import { openTestDatabase } from '../support/test-store.js';

export const MEDIA_EXTENSIONS = new Set(['.mkv', '.mp4', '.avi', '.m2ts']);

/** A fresh temp world for scanner and monitor tests: a data folder, a database, a bus, sources. */
export interface ScanWorld {
  base: string;
  sources: string;
  database: AppDatabase;
  bus: EventBus;
  events: LiveEvent[];
  scanner: SourceScanner;
  recorder: Recorder;
  close(): Promise<void>;
}

export async function createScanWorld(options: { concurrency?: number } = {}): Promise<ScanWorld> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-scan-'));
  const sources = path.join(base, 'sources');
  await mkdir(sources, { recursive: true });
  await mkdir(path.join(base, 'data'));
  const database = await openTestDatabase(path.join(base, 'data'));
  const bus = new EventBus();
  const events: LiveEvent[] = [];
  bus.subscribe((e) => events.push(e));
  const scanner = new SourceScanner({
    database,
    scans: new ScansRepository(database),
    bus,
    log: silentLogger(),
    concurrency: options.concurrency ?? 8,
    mediaExtensions: MEDIA_EXTENSIONS,
  });
  const recorder = new Recorder(scanner);
  return {
    base,
    sources,
    database,
    bus,
    events,
    scanner,
    recorder,
    close: async () => {
      await database.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/**
 * Handlers that record calls in order and, like the organiser records do, mark each handled file
 * in the index (so a later scan doesn't offer it again).
 */
export class Recorder implements ScanHandlers {
  readonly changed: ScannedFile[] = [];
  readonly removed: RemovedFile[] = [];
  readonly order: string[] = [];
  /** Paths whose handler throws (once each). */
  readonly failOnce = new Set<string>();

  constructor(private readonly scanner: SourceScanner) {}

  onChanged = async (file: ScannedFile): Promise<void> => {
    this.order.push(`changed:${file.path}`);
    if (this.failOnce.delete(file.path)) throw new Error('handler failed');
    this.changed.push(file);
    this.scanner.index.markHandled(file.path, 'created');
    await Promise.resolve();
  };

  onRemoved = async (file: RemovedFile): Promise<void> => {
    this.order.push(`removed:${file.path}`);
    this.removed.push(file);
    await Promise.resolve();
  };

  reset(): void {
    this.changed.length = 0;
    this.removed.length = 0;
    this.order.length = 0;
  }
}

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

/** Content hash and mtime of every file under a folder: proves the sources were not touched. */
export async function snapshot(root: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full);
    const hash = createHash('sha1')
      .update(await readFile(full))
      .digest('hex');
    result.set(full, `${hash}:${info.size}:${info.mtimeMs}`);
  }
  return result;
}

/** Poll a condition (for watcher tests, where there is no event to await). */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

export function rowCount(database: AppDatabase): number {
  return new SourceFilesRepository(database).count();
}

export function totalChanges(database: AppDatabase): number {
  return database.rowsWritten();
}
