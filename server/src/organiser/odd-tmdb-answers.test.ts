import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Inception.2010.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
];

/** TMDB's answers as a bad day serves them: optional parts missing, null, or of another type. */
function oddly(path: string, body: unknown): unknown {
  const answer = body as Record<string, unknown>;
  if (path === '/movie/603' || path === '/tv/1396') {
    delete answer.keywords;
    delete answer.release_dates;
    delete answer.content_ratings;
    answer.genres = null;
    answer.external_ids = null;
    answer.credits = 'unavailable';
    answer.production_companies = { broken: true };
    answer.alternative_titles = [];
  }
  if (path.startsWith('/search/')) {
    const results = (answer.results as unknown[] | undefined) ?? [];
    answer.results = [{ title: 'a result without an id' }, null, ...results];
  }
  return answer;
}

describe('odd TMDB answers do not crash matching', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let server: TestServer;
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('links every file when details lack keywords, ratings, genres, ids and credits, and searches hold junk', async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k', reshape: oddly });
    folders = await makeOrganiserFolders('odd-tmdb-', FILES);
    server = await startTestServer({ env: organiserEnv(folders, tmdb), autoStart: false });
    const { results } = await server.ctx.organiserService.runScan();
    expect(results.map((r) => [r.status, r.reason])).toEqual(FILES.map(() => ['linked', null]));
    expect(results.map((r) => r.tmdbId).sort()).toEqual([1396, 1396, 27205, 603]);
  });

  it('records a file as failed with a reason when an answer is unusable, and links the others', async () => {
    tmdb = await startTmdbStandIn({
      apiKey: 'k',
      reshape: (path, body) => (path === '/movie/27205' ? { title: 'Inception, but no id' } : body),
    });
    folders = await makeOrganiserFolders('odd-tmdb-', FILES);
    server = await startTestServer({
      env: organiserEnv(folders, tmdb),
      autoStart: false,
      tmdb: { retryBaseMs: 1, maxRetries: 1 },
    });
    const { results } = await server.ctx.organiserService.runScan();
    const inception = results.find((r) => r.sourcePath.includes('Inception'));
    expect(inception?.status).not.toBe('linked');
    expect(inception?.reason ?? '').not.toMatch(/Cannot read properties/);
    expect(results.filter((r) => r.status === 'linked')).toHaveLength(3);
  });
});
