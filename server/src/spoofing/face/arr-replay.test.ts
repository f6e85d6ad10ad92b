import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { ArrOpenApiValidator } from '../../../test/worlds/arr-openapi-validator.js';
import {
  checkConditional,
  checkExpectation,
  statusMeets,
  type ReplayStep,
} from '../../../test/worlds/arr-replay-checks.js';
import { ARR_KEY, arrWorld, type ArrWorld } from '../../../test/worlds/arr-test-world.js';

// Bazarr's calls, in order, from ../shared/oracles/arr (read in place; a user's clone may not have
// the folder, and then this says so and skips).
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const oracleDir = path.resolve(repoRoot, '../shared/oracles/arr');
const available = existsSync(path.join(oracleDir, 'bazarr_calls.json'));
if (!available) console.log(`arr oracles not found at ${oracleDir}: Bazarr replay skipped`);

/** The OpenAPI component a face answer is checked against, by its path (a list: each element). */
function componentOf(p: string): string | undefined {
  const resource = p.split('/')[3]?.toLowerCase() ?? '';
  if (p.toLowerCase().endsWith('/system/status')) return 'SystemResource';
  const table: Record<string, string> = {
    rootfolder: 'RootFolderResource',
    tag: 'TagResource',
    languageprofile: 'LanguageProfileResource',
    qualityprofile: 'QualityProfileResource',
    series: 'SeriesResource',
    episode: 'EpisodeResource',
    episodefile: 'EpisodeFileResource',
    movie: 'MovieResource',
    history: 'HistoryResourcePagingResource',
    command: 'CommandResource',
  };
  return table[resource];
}

describe.runIf(available)('Bazarr replay against the face', () => {
  let world: ArrWorld;
  let validator: ArrOpenApiValidator;
  const steps: ReplayStep[] = available
    ? (JSON.parse(readFileSync(path.join(oracleDir, 'bazarr_calls.json'), 'utf8')) as { steps: ReplayStep[] }).steps
    : [];

  beforeAll(async () => {
    world = await arrWorld();
    validator = new ArrOpenApiValidator(oracleDir);
  }, 60_000);
  afterAll(() => world?.dispose());

  it('answers every REST call Bazarr makes, in order, with the keys and types it reads', async () => {
    const ids: Record<string, string> = { apikey: ARR_KEY };
    const failures: string[] = [];
    const synced = { series: 0, episodes: 0, episodeFiles: 0, movies: 0 };
    let passed = 0;
    let total = 0;
    let skipped = 0;
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `{${name}}`);

    const call = async (step: ReplayStep, label: string): Promise<unknown> => {
      total += 1;
      const base = step.app === 'sonarr' ? '/sonarr' : '/radarr';
      // Bazarr builds its query with f-strings (no URL encoding), apikey last.
      const query = Object.entries(step.query ?? {})
        .map(([k, v]) => `${k}=${fill(v)}`)
        .join('&');
      const url = `${base}${fill(step.path)}${query ? `?${query}` : ''}`;
      const init: RequestInit =
        step.method === 'POST'
          ? {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(
                Object.fromEntries(
                  Object.entries(step.body ?? {}).map(([k, v]) => [
                    k,
                    typeof v === 'string' && /^\{\w+\}$/.test(v) ? Number(fill(v)) : v,
                  ]),
                ),
              ),
            }
          : {};
      const res = await world.server.request(url, init);
      const type = res.headers.get('content-type') ?? '';
      const body: unknown = type.includes('json') ? await res.json() : await res.arrayBuffer();
      const problems: string[] = [];
      if (!statusMeets(res.status, step.expectStatus)) problems.push(`status ${res.status}`);
      if (step.path.includes('MediaCover') && !type.startsWith('image/')) problems.push(`content-type ${type}`);
      for (const e of step.expect ?? []) problems.push(...checkExpectation(body, e));
      problems.push(...checkConditional(body, step.expectWhen ?? []));
      const component = res.ok && type.includes('json') ? componentOf(step.path) : undefined;
      if (component) {
        const errors = validator.errors(step.app, component, body, Array.isArray(body));
        problems.push(...errors.slice(0, 5).map((e) => `openapi ${component}${e.instancePath} ${e.message}`));
      }
      if (problems.length === 0) passed += 1;
      else failures.push(`step ${step.step} ${label} ${url}: ${problems.join('; ')}`);
      return body;
    };

    for (const step of steps) {
      if (step.method !== 'GET' && step.method !== 'POST') {
        skipped += 1; // SignalR frames: the hub is built and tested elsewhere.
        continue;
      }
      if (step.path.startsWith('/signalr')) {
        skipped += 1;
        continue;
      }
      if (step.path === '/api/v3/episode' && step.phase === 'sonarr.fullSync') {
        // A full sync fetches every series' episodes and files: steps 17 and 18 for each.
        const files = steps.find((s) => s.path === '/api/v3/episodeFile' && s.phase === step.phase)!;
        for (const seriesId of JSON.parse(ids.allSeries ?? '[]') as number[]) {
          ids.seriesId = String(seriesId);
          const episodes = (await call(step, `series ${seriesId}`)) as {
            id: number;
            hasFile: boolean;
            episodeFileId: number;
          }[];
          const fileList = (await call(files, `series ${seriesId}`)) as { id: number }[];
          const withFile = episodes.filter((e) => e.hasFile === true);
          synced.episodes += withFile.filter((e) => fileList.some((f) => f.id === e.episodeFileId)).length;
          synced.episodeFiles += fileList.length;
          if (withFile[0]) {
            ids.episodeId ??= String(withFile[0].id);
            ids.episodeFileId ??= String(withFile[0].episodeFileId);
          }
        }
        continue;
      }
      if (step.path === '/api/v3/episodeFile' && step.phase === 'sonarr.fullSync') continue;
      if (step.path.includes('MediaCover')) ids.id = step.app === 'sonarr' ? ids.seriesId! : ids.movieId!;
      const body = await call(step, step.phase);
      if (step.path.endsWith('/rootfolder') && Array.isArray(body)) ids.path = (body[0] as { path: string }).path;
      if (step.path === '/api/v3/series' && Array.isArray(body)) {
        ids.allSeries = JSON.stringify(body.map((s: { id: number }) => s.id));
        ids.seriesId = String((body[0] as { id: number }).id);
        synced.series = body.length;
      }
      if (step.path === '/api/v3/movie' && Array.isArray(body)) {
        const stored = (body as { id: number; hasFile: boolean; movieFile?: unknown }[]).filter(
          (m) => m.hasFile === true && m.movieFile,
        );
        synced.movies = stored.length;
        ids.movieId = String(stored[0]?.id);
      }
    }

    console.log(`Bazarr replay: ${passed} / ${total} calls passed (${skipped} SignalR steps left to the hub's tests)`);
    for (const f of failures) console.log(f);
    // The counts the library holds, from the organiser's own records.
    const linked = new ProcessedFilesRepository(world.server.ctx.database)
      .all()
      .filter((r) => r.destination_path && r.tmdb_id);
    const tv = linked.filter((r) => r.media_type === 'tv');
    expect(synced).toEqual({
      series: new Set(tv.map((r) => r.tmdb_id)).size,
      episodes: tv.reduce((n, r) => n + (JSON.parse(r.episode_numbers ?? '[]') as number[]).length, 0),
      episodeFiles: tv.length,
      movies: new Set(linked.filter((r) => r.media_type === 'movie').map((r) => r.tmdb_id)).size,
    });
    expect(synced).toEqual({ series: 1, episodes: 6, episodeFiles: 5, movies: 2 });
    expect(failures).toEqual([]);
    expect(passed).toBe(total);
  });
});
