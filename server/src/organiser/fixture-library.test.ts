import { lstat, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessedFile } from '../db/schema.js';
import { fixtureLibrary, startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { HABIT_CLASSES } from '../../test/stand-ins/fixture-expectations.js';
import { distinctTitles, judgeFixtures, tally, tallyByClass } from '../../test/worlds/fixture-verdicts.js';

/** Every fixture file linked right when the baseline was last written; regenerate with UPDATE_FIXTURE_BASELINE=1. */
const BASELINE = fileURLToPath(new URL('../../test/stand-ins/fixture-baseline.json', import.meta.url));

/**
 * The acceptance test of the organiser: a realistic library of 490 files against the TMDB stand-in.
 * Every file ends where it should; decoys land on the right title or abstain, never on a wrong one;
 * names whose season, episode or title evidence is missing or contradictory abstain, never guess.
 */
describe('organising a realistic library', () => {
  const files = fixtureLibrary();
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let source: string;
  let library: string;
  let records: Map<string, ProcessedFile>;
  let mtimes: number[];
  let coldCalls: number;

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('fixture-library-', files);
    ({ base, source, library } = folders);
    mtimes = await Promise.all(files.map(async (f) => (await stat(path.join(source, f.path))).mtimeMs));
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
    await server.ctx.organiserService.runScan();
    coldCalls = tmdb.calls('/3/');
    const rows = new ProcessedFilesRepository(server.ctx.database).all();
    records = new Map(rows.map((r) => [path.relative(source, r.source_path), r]));
  }, 120_000);
  afterAll(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('has at least 350 files', () => {
    expect(files.length).toBeGreaterThanOrEqual(350);
  });

  it('gives every file the outcome it should have', () => {
    const verdicts = judgeFixtures(files, records, library);
    const counts = tally(verdicts);
    console.log(
      `fixture library: ${counts.right} right, ${counts.wrong} wrong, ${counts.abstained} abstained of ${counts.total}`,
    );
    for (const [habit, own] of tallyByClass(verdicts)) {
      console.log(`  ${habit}: ${own.right} right, ${own.wrong} wrong, ${own.abstained} abstained of ${own.total}`);
    }
    expect(verdicts.filter((v) => v.verdict !== 'right').map((v) => `${v.path}: ${v.why}`)).toEqual([]);
  });

  // The second guard: a season the show does not have, a folder and a name that disagree, a special no
  // episode is called, a film the title alone cannot tell: each habit has such cases, and they abstain.
  it('abstains, never guesses, where the evidence is missing or contradictory, in every habit class', () => {
    const guards = judgeFixtures(files, records, library).filter((v) => v.guard);
    expect(HABIT_CLASSES.filter((habit) => !guards.some((v) => v.class === habit))).toEqual([]);
    expect(files.filter((f) => f.guard === true && f.expect.kind === 'linked').map((f) => f.path)).toEqual([]);
    expect(guards.filter((v) => v.verdict !== 'right').map((v) => `${v.path}: ${v.why}`)).toEqual([]);
  });

  it('makes at most 2.5 TMDB calls per distinct title, cold', () => {
    const titles = distinctTitles(files);
    console.log(
      `fixture library: ${coldCalls} TMDB calls for ${titles} titles (${(coldCalls / titles).toFixed(2)} each)`,
    );
    expect(coldCalls / titles).toBeLessThanOrEqual(2.5);
  });

  // The regression guard: a file once linked right stays linked right. Abstaining is accepted for a
  // few ambiguous names, so the test above alone would let such a file slip back to review.
  it('keeps every file of the baseline linked right', async () => {
    const verdicts = judgeFixtures(files, records, library);
    const linkedNow = verdicts.filter((v) => v.verdict === 'right' && v.linked).map((v) => v.path);
    if (process.env.UPDATE_FIXTURE_BASELINE === '1') {
      await writeFile(BASELINE, `${JSON.stringify([...linkedNow].sort(), null, 2)}\n`);
    }
    const baseline = JSON.parse(await readFile(BASELINE, 'utf8')) as string[];
    const stillLinked = new Set(linkedNow);
    expect(baseline.filter((file) => !stillLinked.has(file))).toEqual([]);
    // A case dropped from the library must leave the baseline too (UPDATE_FIXTURE_BASELINE=1).
    const known = new Set(files.map((f) => f.path));
    expect(baseline.filter((file) => !known.has(file))).toEqual([]);
  });

  it('builds a tree of links, each to its own source, no two sources sharing a destination', async () => {
    const linked = [...records.values()].filter((r) => r.status === 'linked');
    const destinations = new Set(linked.map((r) => r.destination_path));
    expect(destinations.size).toBe(linked.length);
    for (const r of linked) {
      expect((await lstat(r.destination_path ?? '')).isSymbolicLink()).toBe(true);
      expect(await readlink(r.destination_path ?? '')).toBe(r.source_path);
    }
    const links = (await readdir(library, { recursive: true, withFileTypes: true })).filter((e) => e.isSymbolicLink());
    expect(links).toHaveLength(linked.length);
    const top = (await readdir(library)).sort();
    expect(top).toEqual(['4KMovies', '4KShows', 'AnimeMovies', 'AnimeShows', 'Movies', 'Shows']);
  });

  it('leaves every source byte-identical in size and mtime', async () => {
    const after = await Promise.all(files.map(async (f) => (await stat(path.join(source, f.path))).mtimeMs));
    expect(after).toEqual(mtimes);
  });

  it('makes no TMDB call and changes nothing on a second scan', async () => {
    tmdb.reset();
    const again = await server.ctx.organiserService.runScan();
    expect(again.results).toEqual([]);
    expect(tmdb.requests).toHaveLength(0);
  });
});
