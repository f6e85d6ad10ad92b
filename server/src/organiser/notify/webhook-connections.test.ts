import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  radarrWebhookSchemas,
  sonarrWebhookSchemas,
  startTmdbStandIn,
  startWebhookReceiver,
  type TmdbStandIn,
  type WebhookReceiver,
} from '../../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { testPayload } from './webhook-client.js';
import { until } from '../../../test/support/until.js';

const SHOW = 'Breaking.Bad.S01.1080p.BluRay.x264-GRP';
const FILES = [
  `${SHOW}/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv`,
  `${SHOW}/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv`,
  'The.Matrix.1999.2160p.WEB-DL.x265-GRP/The.Matrix.1999.2160p.WEB-DL.x265-GRP.mkv',
];

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = {
  tv: Object.fromEntries(Object.entries(sonarrWebhookSchemas).map(([k, s]) => [k, ajv.compile(s)])),
  movie: Object.fromEntries(Object.entries(radarrWebhookSchemas).map(([k, s]) => [k, ajv.compile(s)])),
};

/** The body validated against Sonarr's schema (when it names a series) or Radarr's; errors as text. */
function problems(body: unknown): string[] {
  const b = body as { eventType?: string; series?: unknown };
  const validate = (b.series ? validators.tv : validators.movie)[b.eventType ?? ''];
  if (!validate) return [`no schema for ${b.eventType}`];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

describe('webhook connections in the Sonarr/Radarr dialect', () => {
  let tmdb: TmdbStandIn;
  let receiver: WebhookReceiver;
  let server: TestServer | undefined;
  let base: string;
  let source: string;
  let library: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    receiver = await startWebhookReceiver();
    ({ base, source, library } = await makeOrganiserFolders('webhook-', FILES));
  });
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
    await receiver.close();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('sends the Test event shaped like Sonarr’s', () => {
    expect(problems(testPayload('CineSync', ''))).toEqual([]);
  });

  it('posts Download and delete bodies that validate against Sonarr’s and Radarr’s, with Basic auth', async () => {
    server = await startTestServer({
      env: organiserEnv({ base, source, library }, tmdb),
      connections: { debounceMs: 300, timeoutMs: 2_000, retryDelaysMs: [20] },
    });
    server.ctx.repositories.connections.create({
      type: 'webhook',
      name: 'Notifiarr',
      url: receiver.url,
      apiKey: null,
      username: 'hook',
      password: 'hook-pass',
      events: ['linked', 'deleted'],
      pathMappings: [{ from: library, to: '/data/media' }],
      enabled: true,
    });
    await server.ctx.organiserService.runScan();
    await until(() => receiver.received.length >= 3, 'three Download bodies');
    await server.ctx.connectionNotifier.settled();
    for (const { body } of receiver.received) expect(problems(body), JSON.stringify(body)).toEqual([]);
    expect(
      receiver.received.every((r) => r.authorization === `Basic ${Buffer.from('hook:hook-pass').toString('base64')}`),
    ).toBe(true);

    const bodies = receiver.received.map(
      (r) =>
        r.body as {
          movie?: unknown;
          series?: { id: number };
          episodes: { episodeNumber: number }[];
        },
    );
    const film = bodies.find((b) => b.movie);
    expect(film).toMatchObject({
      eventType: 'Download',
      instanceName: 'CineSync',
      isUpgrade: false,
      movie: { title: 'The Matrix', year: 1999, tmdbId: 603, folderPath: '/data/media/4KMovies/The Matrix (1999)' },
      movieFile: {
        quality: 'WEBDL-2160p',
        path: expect.stringMatching(/^\/data\/media\/4KMovies\/The Matrix \(1999\)\//),
      },
    });
    const episodes = bodies.filter((b) => b.series);
    expect(episodes).toHaveLength(2);
    expect(episodes[0]).toMatchObject({
      eventType: 'Download',
      series: { title: 'Breaking Bad', tmdbId: 1396, path: '/data/media/Shows/Breaking Bad (2008)' },
      episodeFile: { quality: 'Bluray-1080p', relativePath: expect.stringMatching(/^Season 01\//) },
    });
    // One series, the face's id for it, the same in both bodies.
    expect(new Set(episodes.map((b) => b.series?.id)).size).toBe(1);
    expect(episodes.map((b) => b.episodes[0]?.episodeNumber).sort()).toEqual([1, 2]);

    receiver.received.length = 0;
    await rm(path.join(source, FILES[0] as string));
    await server.ctx.organiserService.runScan();
    await until(() => receiver.received.length >= 1, 'the delete body');
    const [deleted] = receiver.received;
    expect(problems(deleted?.body)).toEqual([]);
    expect(deleted?.body).toMatchObject({ eventType: 'EpisodeFileDelete', series: { title: 'Breaking Bad' } });
  });
});
