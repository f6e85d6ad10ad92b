import { existsSync } from 'node:fs';
import http from 'node:http';
import { truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveEvent } from '@cinesync/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SourceFilesRepository } from '../../db/repositories/source-files.repository.js';
import { ArrOpenApiValidator } from '../../../test/worlds/arr-openapi-validator.js';
import { ARR_KEY, ARR_SOURCES, arrWorld, type ArrWorld } from '../../../test/worlds/arr-test-world.js';
import type { RecordedRequest } from '../../../test/stand-ins/index.js';

const FILE_SIZE = 700 * 1024 * 1024;
const STORM = 300;

interface Command {
  id: number;
  name: string;
  commandName: string;
  status: string;
  result: string;
  queued: string;
  started?: string;
  ended?: string;
  body: Record<string, unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const oracleDir = path.resolve(here, '../../../../../shared/oracles/arr');

describe("Bazarr's rescan commands, in a storm (design §5.13)", () => {
  let world: ArrWorld;
  let matrix: { id: number; source: string };

  beforeAll(async () => {
    world = await arrWorld();
    const movies = (await (await world.arr('/api/v3/movie')).json()) as { id: number; tmdbId: number }[];
    const id = movies.find((m) => m.tmdbId === 603)?.id;
    if (id === undefined) throw new Error('The Matrix is not in the face');
    matrix = { id, source: path.join(world.source, ARR_SOURCES[0]!) };
  }, 60_000);
  /** Held TMDB answers are let go even when a test fails half-way, so no scan stays stuck. */
  const holds: (() => void)[] = [];
  afterEach(() => {
    for (const letGo of holds.splice(0)) letGo();
  });
  afterAll(async () => {
    agent.destroy();
    await world?.dispose();
  });

  // The server keeps at most 64 connections per client address: the storm shares 32 kept-alive ones.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const post = (body: unknown, key = ARR_KEY): Promise<{ status: number; json: () => Promise<unknown> }> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        `${world.server.url}/api/v3/command?apikey=${key}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) as unknown });
          });
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  const command = async (id: number): Promise<Command> => {
    const res = await world.arr(`/api/v3/command/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Command;
  };
  const storm = async (body: unknown): Promise<Command[]> => {
    const answers = await Promise.all(Array.from({ length: STORM }, () => post(body)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    return (await Promise.all(answers.map((r) => r.json()))) as Command[];
  };
  /** A line of its own in the activity log, to read what came after it. */
  let marks = 0;
  const markActivity = () => {
    const mark = `test mark ${++marks}`;
    world.server.ctx.activity.write('DEBUG', mark);
    return mark;
  };
  const since = (mark: string) => {
    const lines = world.server.ctx.activity.recentLines(500);
    return lines.slice(lines.findIndex((l) => l.endsWith(` - ${mark}`)) + 1);
  };
  const scansStarted = (lines: string[]) => lines.filter((l) => / - Scan started \(/.test(l));

  /** Resolves with the status a job's run ends with (its next `job_update` that is not `running`). */
  const jobEnded = (jobId: string) =>
    new Promise<string>((resolve) => {
      const off = world.server.ctx.bus.subscribe(
        (event) => {
          const { data } = event as LiveEvent<'job_update'>;
          if (data.jobId === jobId && data.status !== 'running') {
            off();
            resolve(data.status);
          }
        },
        ['job_update'],
      );
    });

  /**
   * A scan kept busy: a new film is dropped in the source folder and TMDB's answer about it is
   * held, so the scan that organises it stays running until the test releases the answer.
   */
  async function busyScan(release: string, title: RegExp) {
    const file = path.join(world.source, release);
    await writeFile(file, 'new film');
    await truncate(file, FILE_SIZE);
    const held = (r: RecordedRequest) => r.path.startsWith('/3/search') && title.test(r.query.query ?? '');
    const letGo = world.tmdb.hold(held);
    holds.push(letGo);
    const scan = world.server.ctx.organiserService.runScan();
    await vi.waitFor(() => expect(world.tmdb.requests.some((r) => held(r) && r.status === null)).toBe(true), {
      timeout: 10_000,
    });
    return { scan, letGo };
  }

  it('runs 300 RescanMovie of one movie as one re-check of its file, and a sweep asked meanwhile waits for no scan of theirs', async () => {
    const mark = markActivity();
    const busy = await busyScan('Fargo.1996.1080p.BluRay.x264-GRP.mkv', /fargo/i);

    const answers = await storm({ name: 'RescanMovie', movieId: matrix.id });

    const sweepDone = jobEnded('broken-link-sweep');
    const run = await world.server.request('/api/jobs/broken-link-sweep/run', { method: 'POST', token: world.token });
    expect(run.status).toBe(200);
    busy.letGo();
    await busy.scan;
    expect(await sweepDone).toBe('completed');

    const lines = since(mark);
    const sweptAt = lines.findIndex((l) => l.includes('Broken-link sweep:'));
    expect(sweptAt).toBeGreaterThan(-1);
    const beforeSweep = lines.slice(0, sweptAt);
    // Only the busy scan itself ran before the sweep: the storm added one re-check of one file.
    expect(scansStarted(beforeSweep)).toHaveLength(1);
    expect(beforeSweep.filter((l) => l.includes('Rescan (bazarr)'))).toEqual([
      expect.stringContaining(`Rescan (bazarr) of ${matrix.source}: 1 checked`),
    ]);
    expect(scansStarted(lines)).toHaveLength(1);
    // Joined while queued: one run, one id, as Radarr answers a command equal to one it holds.
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ name: 'RescanMovie', status: 'queued', body: { movieId: matrix.id } });
    expect(await command(answers[0]!.id)).toMatchObject({ status: 'completed', result: 'successful' });
  });

  it('runs 300 RescanMovie of every movie and a Source Rescan job as one scan after the running one', async () => {
    const mark = markActivity();
    const busy = await busyScan('Alien.1979.1080p.BluRay.x264-GRP.mkv', /alien/i);

    const answers = await storm({ name: 'RescanMovie' });
    const ids = new Set(answers.map((a) => a.id));
    expect(ids.size).toBe(1);
    const id = answers[0]!.id;
    expect(await command(id)).toMatchObject({ id, name: 'RescanMovie', commandName: 'Rescan Movie', status: 'queued' });
    // The app's own Source Rescan, asked meanwhile, joins the same waiting scan.
    const jobDone = jobEnded('source-rescan');
    const job = await world.server.request('/api/jobs/source-rescan/run', { method: 'POST', token: world.token });
    expect(job.status).toBe(200);

    busy.letGo();
    await busy.scan;
    expect(await jobDone).toBe('completed');
    await vi.waitFor(async () => expect((await command(id)).status).toBe('completed'), { timeout: 20_000 });
    // One scan running (the busy one) and one more after it, whatever the number of requests.
    const started = scansStarted(since(mark));
    expect(started).toHaveLength(2);
    expect(started[1]).toMatch(/Scan started \(bazarr, scheduled\)/);

    const done = await command(id);
    expect(done).toMatchObject({ status: 'completed', result: 'successful', body: { name: 'RescanMovie' } });
    expect(Date.parse(done.ended ?? '')).toBeGreaterThanOrEqual(Date.parse(done.started ?? ''));
    expect(Date.parse(done.started ?? '')).toBeGreaterThanOrEqual(Date.parse(done.queued));
    const listed = (await (await world.arr('/api/v3/command')).json()) as Command[];
    expect(listed.map((c) => c.id)).toContain(id);
    if (existsSync(path.join(oracleDir, 'radarr-openapi.json'))) {
      const validator = new ArrOpenApiValidator(oracleDir);
      expect(validator.errors('radarr', 'CommandResource', done)).toEqual([]);
      expect(validator.errors('sonarr', 'CommandResource', listed, true)).toEqual([]);
    }
    expect((await world.arr('/api/v3/command/999999')).status).toBe(404);
  });

  it("re-checks only the named movie's files: a change to another file waits for a scan", async () => {
    const index = new SourceFilesRepository(world.server.ctx.database);
    const dune = path.join(world.source, ARR_SOURCES[1]!);
    const grown = FILE_SIZE + 1024 * 1024;
    await truncate(matrix.source, grown);
    await truncate(dune, grown);

    const res = await post({ name: 'RescanMovie', movieId: matrix.id });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Command;
    await vi.waitFor(async () => expect((await command(id)).status).toBe('completed'), { timeout: 20_000 });
    expect(index.get(matrix.source)?.size).toBe(grown);
    expect(index.get(dune)?.size).toBe(FILE_SIZE);

    await world.server.ctx.organiserService.runScan();
    expect(index.get(dune)?.size).toBe(grown);
  });
});
