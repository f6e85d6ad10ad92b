import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readlink, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReorganisePreviewLine } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksBelow } from '../../../test/support/library-links.js';
import { generatedDataset, startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import { jsonInit, startTestServer } from '../../../test/support/start-test-server.js';
import { openTestDatabase, testStoreEnv } from '../../../test/support/test-store.js';
import { releaseName, writeReleaseFolders } from '../../../test/support/source-tree.js';
import { movieLinkedRow, writeLinkedInBulk } from '../../../test/support/records.js';
import type { StandInMovie } from '../../../test/stand-ins/tmdb-dataset-types.js';
import type { AppDatabase } from '../../db/database.js';
import { PendingChangesRepository } from '../../db/repositories/pending-changes.repository.js';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { ReorganiseRepository } from '../../db/repositories/reorganise.repository.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/cli.js');
const FILMS = 1000;
/** Kills at most: an apply moves a hundred links a batch, so ten finish it. */
const KILLS = 6;

/**
 * Disk and records agree: each linked record's link is where the record says, pointing at its
 * source, at its old path or its new one (never both, never neither), and no link lacks a record.
 */
async function disagreements(dataDir: string, library: string, previewId: number): Promise<string[]> {
  const db = await openTestDatabase(dataDir);
  try {
    const reorganise = new ReorganiseRepository(db);
    // The apply holds the preview's entries once it began.
    const apply = reorganise.applyOf(previewId);
    const planned = new Map(
      reorganise.entries(apply?.id ?? previewId, 0, FILMS * 2).map((e) => [e.source_path, e] as const),
    );
    const rows = new ProcessedFilesRepository(db).withStatus('linked');
    const problems: string[] = [];
    for (const row of rows) {
      const entry = planned.get(row.source_path);
      const at = row.destination_path as string;
      if (!entry || (at !== entry.from_path && at !== entry.to_path))
        problems.push(`record neither old nor new: ${at}`);
      if ((await readlink(at).catch(() => null)) !== row.source_path) problems.push(`record without its link: ${at}`);
    }
    const recorded = new Set(rows.map((r) => r.destination_path));
    for (const link of await linksBelow(library, { absolute: true })) {
      if (!recorded.has(link)) problems.push(`link without a record: ${link}`);
    }
    if (rows.length !== FILMS) problems.push(`${rows.length} linked records, expected ${FILMS}`);
    const intents = new PendingChangesRepository(db).all();
    if (intents.length > 0) problems.push(`${intents.length} intents left after a start`);
    return problems;
  } finally {
    await db.close();
  }
}

/** A movie's source file and its link as a first organise, without renaming, laid them out. */
function linkOf(source: string, library: string, movie: StandInMovie): { link: string; target: string } {
  const name = releaseName(movie);
  return {
    target: path.join(source, name, `${name}.mkv`),
    link: path.join(library, 'Movies', `${movie.id} ${movie.release_date.slice(0, 4)}`, `${name}.mkv`),
  };
}

/**
 * The records of those links, written as the organiser writes a group of links. Seeded rather than
 * scanned: a scan of 1,000 films takes most of a minute, and organising is not the subject here.
 */
function seedLibrary(database: AppDatabase, source: string, library: string, movies: readonly StandInMovie[]): void {
  writeLinkedInBulk(
    database,
    movies.map((movie) => {
      const { link, target } = linkOf(source, library, movie);
      return movieLinkedRow(movie, target, link);
    }),
    1,
  );
}

describe.skipIf(!existsSync(CLI))('kill -9 during a re-organise apply (1,000 renames)', () => {
  let tmdb: TmdbStandIn;
  let base: string;
  let library: string;
  let dataDir: string;
  let env: Record<string, string>;
  let previewId: number;

  beforeAll(async () => {
    const dataset = generatedDataset({ movies: FILMS, shows: 0 });
    tmdb = await startTmdbStandIn({ dataset });
    base = await mkdtemp(path.join(os.tmpdir(), 'kill-reorganise-'));
    const source = path.join(base, 'source');
    library = path.join(base, 'library');
    dataDir = path.join(base, 'data');
    await mkdir(library, { recursive: true });
    await mkdir(dataDir);
    await writeReleaseFolders(source, dataset.movies);
    env = {
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: dataDir,
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_KEY: 'k',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      LOG_LEVEL: 'ERROR',
      MEDIAHUB_AUTO_START: 'false',
      ...(await testStoreEnv(dataDir)),
    };
    // The stand-in is on loopback: TMDB's rate, which would space the preview's 1,000 first
    // lookups over 25 s, is not what this test is about.
    const server = await startTestServer({ dataDir, env, autoStart: false, tmdb: { requestsPerSecond: 2000 } });
    try {
      seedLibrary(server.ctx.database, source, library, dataset.movies);
      await Promise.all(
        dataset.movies
          .map((m) => linkOf(source, library, m))
          .map(async ({ link, target }) => {
            await mkdir(path.dirname(link), { recursive: true });
            await symlink(target, link);
          }),
      );
      // Renaming switched on in Settings: every link gets a new name.
      const saved = await server.request(
        '/api/config/update',
        jsonInit({ updates: [{ key: 'RENAME_ENABLED', value: 'true' }] }),
      );
      expect(saved.status).toBe(200);
      const lines = (await (await server.request('/api/reorganise/preview', jsonInit({}))).text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as ReorganisePreviewLine);
      const summary = lines.at(-1);
      if (summary?.type !== 'summary') throw new Error('the preview ended without its summary');
      expect(summary.changes).toBe(FILMS);
      previewId = summary.previewId;
    } finally {
      await server.dispose();
    }
  }, 300_000);
  afterAll(async () => {
    await tmdb?.close();
    if (base) await rm(base, { recursive: true, force: true });
  });

  /** Run the CLI to its end; its output and exit code. */
  function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  /** The apply's state, read beside the running process. */
  async function applyState(): Promise<string | undefined> {
    const db = await openTestDatabase(dataDir);
    try {
      return new ReorganiseRepository(db).applyOf(previewId)?.state;
    } finally {
      await db.close();
    }
  }

  /**
   * Apply (or resume) the preview, and kill -9 the process `extraMs` after a batch of moves began
   * (its intents are written): inside its moves, at its records' commit, or in the next batch.
   */
  async function killDuringApply(extraMs: number): Promise<void> {
    const child = spawn(process.execPath, [CLI, 'reorganise', '--apply', String(previewId)], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const db = await openTestDatabase(dataDir);
    try {
      const intents = new PendingChangesRepository(db);
      const deadline = Date.now() + 30_000;
      while (intents.all().length === 0 && child.exitCode === null) {
        if (Date.now() > deadline) throw new Error(`the apply made no progress: ${stderr}`);
        await new Promise((r) => setTimeout(r, 1));
      }
    } finally {
      await db.close();
    }
    await new Promise((r) => setTimeout(r, extraMs));
    child.kill('SIGKILL');
    await exited;
  }

  it('leaves every link old or new with its record agreeing after each restart, and an apply finishes the rest', async () => {
    const found: string[] = [];
    let cutMidway = 0;
    let kills = 0;
    for (let i = 0; i < KILLS && (await applyState()) !== 'done'; i++, kills++) {
      await killDuringApply((i * 17) % 60);
      const db = await openTestDatabase(dataDir);
      const intents = new PendingChangesRepository(db).all().length;
      await db.close();
      if (intents > 0) cutMidway++;
      // A start settles what the kill cut short: a preview of an empty folder starts the organiser.
      const restart = await runCli(['reorganise', '--preview', 'Nothing here']);
      expect(restart.code, restart.output).toBe(0);
      found.push(...(await disagreements(dataDir, library, previewId)).map((p) => `after kill ${i}: ${p}`));
    }
    console.log(`kill -9 during a re-organise: ${kills} kills, ${cutMidway} cut a batch of moves midway`);
    expect(found.slice(0, 5)).toEqual([]);
    expect(cutMidway).toBeGreaterThan(0);

    // The kills must leave work for a last apply, or "an apply finishes the rest" proves nothing.
    expect(await applyState()).toBe('interrupted');
    const finish = await runCli(['reorganise', '--apply', String(previewId)]);
    expect(finish.code, finish.output).toBe(0);
    expect(finish.output).toContain(`of ${FILMS} links`);
    expect(await disagreements(dataDir, library, previewId)).toEqual([]);
    const db = await openTestDatabase(dataDir);
    try {
      const records = new ProcessedFilesRepository(db).withStatus('linked');
      const reorganise = new ReorganiseRepository(db);
      const planned = reorganise.entries(reorganise.applyOf(previewId)?.id ?? 0, 0, FILMS * 2);
      expect(planned).toHaveLength(FILMS);
      const wanted = new Map(planned.map((e) => [e.source_path, e.to_path]));
      expect(records.filter((r) => r.destination_path !== wanted.get(r.source_path))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 600_000);
});
