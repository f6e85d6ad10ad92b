import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdir, readdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SpoofingRepository } from '../db/repositories/spoofing.repository.js';
import type { ArrIdLookup, ArrLinkIds } from '../spoofing/signalr/arr-messages.js';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const KEY = '0123456789abcdef0123456789abcdef';
const RS = '\x1e';
const SHOW = 'Breaking.Bad.S01.1080p.BluRay.x264-GRP';
const MATRIX = 'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv';
/** Feature-film size (sparse), so the organiser takes the files for features. */
const FILE_SIZE = 700 * 1024 * 1024;

interface ReceivedMessage {
  name: string;
  body: { action: string; resource: Record<string, unknown> };
}

/**
 * The face's ids as the REST face will give them, played from the link's path: Breaking Bad is
 * series 1, its episode SxxEyy is episode xx*100+yy in file 1000+that; The Matrix is movie 2,
 * gone once its link is.
 */
const lookup: ArrIdLookup = {
  forLink(destination: string): ArrLinkIds | null {
    const episode = /S(\d\d)E(\d\d)/.exec(path.basename(destination));
    if (destination.includes('Breaking Bad') && episode) {
      const [season, number] = [Number(episode[1]), Number(episode[2])];
      const id = season * 100 + number;
      return {
        kind: 'episodeFile',
        seriesId: 1,
        title: 'Breaking Bad',
        year: 2008,
        episodeFileId: 1000 + id,
        episodeIds: [id],
        episodes: [{ id, seasonNumber: season, episodeNumber: number, title: `Episode ${number}` }],
        gone: false,
      };
    }
    if (destination.includes('The Matrix')) {
      return {
        kind: 'movie',
        movieId: 2,
        movieFileId: 20,
        title: 'The Matrix',
        year: 1999,
        gone: !existsSync(destination),
      };
    }
    return null;
  },
};

async function writeSource(source: string, relative: string): Promise<void> {
  const file = path.join(source, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'video');
  await truncate(file, FILE_SIZE);
}

function enableSpoofing(server: TestServer, apiKey = KEY, enabled = true): void {
  new SpoofingRepository(server.ctx.database).saveConfig({
    enabled: enabled ? 1 : 0,
    folder_mode: 0,
    version: '5.14.0.9383',
    branch: 'master',
    api_key: apiKey,
    updated_at: Date.now(),
  });
}

/** The real .NET-protocol client from npm, collecting every `receiveMessage`. */
async function connectClient(
  hubUrl: string,
  options: { token?: string; serverTimeoutMs?: number } = {},
): Promise<{ connection: HubConnection; messages: ReceivedMessage[]; closed: Promise<Error | undefined> }> {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl, {
      skipNegotiation: false,
      ...(options.token !== undefined ? { accessTokenFactory: () => options.token as string } : {}),
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = options.serverTimeoutMs ?? 30_000;
  connection.keepAliveIntervalInMilliseconds = 200;
  const messages: ReceivedMessage[] = [];
  connection.on('receiveMessage', (m: ReceivedMessage) => messages.push(m));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose((err) => resolve(err)));
  await connection.start();
  return { connection, messages, closed };
}

/** A raw WebSocket client speaking the protocol by hand, as Bazarr's signalrcore does. */
function rawClient(url: string): Promise<{ socket: WebSocket; records: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const records: string[] = [];
    let pending = '';
    socket.on('message', (data: Buffer) => {
      const parts = (pending + data.toString('utf8')).split(RS);
      pending = parts.pop() ?? '';
      records.push(...parts);
    });
    socket.once('open', () => resolve({ socket, records }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const summary = (m: ReceivedMessage) => `${m.name} ${m.body.action} ${String(m.body.resource.id)}`;

describe('SignalR live updates for Bazarr, over an organised library', () => {
  let world: OrganisedServer;
  let source: string;
  let library: string;
  let server: TestServer;
  let token: string;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    world = await startOrganisedServer({
      prefix: 'signalr-',
      writeSources: async (folder) => {
        await writeSource(folder, `${SHOW}/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv`);
        await writeSource(folder, `${SHOW}/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv`);
        await writeSource(folder, MATRIX);
      },
      signalr: { lookup, pingIntervalMs: 100, clientTimeoutMs: 1500, handshakeTimeoutMs: 1000, batchMs: 20 },
    });
    ({ server, token, source, library } = world);
    enableSpoofing(server);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.stop()));
  });
  afterAll(() => world.dispose());

  const hubUrl = (prefix = '') => `${server.url}${prefix}/signalr/messages`;
  const connect = async (...args: Parameters<typeof connectClient>) => {
    const client = await connectClient(...args);
    clients.push(client.connection);
    return client;
  };

  it('announces a newly linked episode to the real client, then its removal', async () => {
    const { connection, messages } = await connect(hubUrl(), { token: KEY });
    expect(connection.state).toBe(HubConnectionState.Connected);

    await writeSource(source, `${SHOW}/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv`);
    await server.ctx.organiserService.runScan();
    await vi.waitFor(() => expect(messages.length).toBe(3));
    expect(messages.map(summary)).toEqual(['series updated 1', 'episode updated 103', 'episodefile updated 1103']);
    const [series, episode, file] = messages;
    expect(series?.body.resource).toEqual({ id: 1, title: 'Breaking Bad', year: 2008, episodesChanged: true });
    expect(episode?.body.resource).toMatchObject({ id: 103, seriesId: 1, seasonNumber: 1, episodeNumber: 3 });
    const link = file?.body.resource.path as string;
    expect(link.startsWith(path.join(library, 'Shows', 'Breaking Bad (2008)', 'Season 01') + path.sep)).toBe(true);
    expect(existsSync(link)).toBe(true);

    messages.length = 0;
    const res = await server.request('/api/delete', jsonInit({ path: path.relative(library, link) }, token));
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(messages.map(summary)).toContain('episodefile deleted 1103'));
    expect(messages.map(summary)).toEqual(['series updated 1', 'episode updated 103', 'episodefile deleted 1103']);
  });

  it('deletes a movie whose link was removed', async () => {
    const { messages } = await connect(`${hubUrl()}?access_token=${KEY}`);
    const folder = path.join(library, 'Movies', 'The Matrix (1999)');
    const link = path.join(folder, (await readdir(folder))[0] ?? '');
    expect(path.basename(link)).toMatch(/\.mkv$/);
    const res = await server.request('/api/delete', jsonInit({ path: path.relative(library, link) }, token));
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(messages.length).toBe(2));
    expect(messages.map(summary)).toEqual(['movie deleted 2', 'moviefile deleted 20']);
  });

  it('turns a published symlink_created into messages, for the app the client connected as', async () => {
    const sonarr = await connect(hubUrl('/sonarr'), { token: KEY });
    const radarr = await connect(hubUrl('/RADARR'), { token: KEY });
    const both = await connect(hubUrl(), { token: KEY });
    const movie = path.join(library, 'Movies', 'The Matrix (1999)', 'The Matrix (1999).mkv');
    server.ctx.bus.publish('symlink_created', {
      destination_file: movie,
      media_name: 'The Matrix',
      new_folder_name: 'The Matrix (1999)',
      tmdb_id: 603,
    });
    server.ctx.bus.publish('symlink_created', {
      destination_file: path.join(library, 'Shows', 'Breaking Bad (2008)', 'Season 01', 'Breaking Bad - S01E05.mkv'),
      media_name: 'Breaking Bad',
      new_folder_name: 'Breaking Bad (2008)',
      tmdb_id: 1396,
      season_number: 1,
    });
    await vi.waitFor(() => expect(both.messages.length).toBe(5));
    expect(radarr.messages.map((m) => m.name)).toEqual(['movie', 'moviefile']);
    expect(sonarr.messages.map((m) => m.name)).toEqual(['series', 'episode', 'episodefile']);
    // The link is gone (deleted in the test before): a `movie` updated makes Bazarr re-read and find it gone.
    expect(radarr.messages[0]).toEqual({
      name: 'movie',
      body: { action: 'updated', resource: { id: 2, title: 'The Matrix', year: 1999 } },
    });
  });

  it('refuses a wrong token, a missing one, and everyone while spoofing is off', async () => {
    await expect(connectClient(hubUrl(), { token: 'f'.repeat(32) })).rejects.toThrow(/401/);
    await expect(connectClient(hubUrl())).rejects.toThrow(/401/);
    // One hex digit off: same length, wrong key.
    const oneOff = `${KEY.slice(0, -1)}${KEY.endsWith('0') ? '1' : '0'}`;
    const negotiate = await fetch(`${hubUrl()}/negotiate?access_token=${oneOff}`, { method: 'POST' });
    expect(negotiate.status).toBe(401);
    await expect(rawClient(`${hubUrl().replace('http', 'ws')}?access_token=nope`)).rejects.toThrow('HTTP 401');
    // The app's own sign-in token is no key here.
    await expect(connectClient(hubUrl(), { token })).rejects.toThrow(/401/);
    enableSpoofing(server, KEY, false);
    try {
      await expect(connectClient(hubUrl(), { token: KEY })).rejects.toThrow(/401/);
    } finally {
      enableSpoofing(server);
    }
    expect((await fetch(`${server.url}/lidarr/signalr/messages/negotiate`, { method: 'POST' })).status).toBe(404);
  });

  it('speaks the protocol as Bazarr does: negotiate v0, access_token, merged records, server pings', async () => {
    const negotiate = await fetch(`${hubUrl()}/negotiate?access_token=${KEY}`, { method: 'POST' });
    expect(negotiate.status).toBe(200);
    const answer = (await negotiate.json()) as Record<string, unknown>;
    expect(answer).toEqual({
      connectionId: expect.any(String),
      negotiateVersion: 0,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    const wsUrl = `${hubUrl().replace('http', 'ws')}?access_token=${KEY}&id=${String(answer.connectionId)}`;
    const { socket, records } = await rawClient(wsUrl);
    // Handshake and a ping in one message, then a record split over two.
    socket.send(`{"protocol":"json","version":1}${RS}{"type":6}${RS}`);
    await vi.waitFor(() => expect(records[0]).toBe('{}'));
    socket.send('{"type":1,"target":"nothing","arguments":[],');
    socket.send(`"invocationId":"9"}${RS}`);
    await vi.waitFor(() =>
      expect(records).toContain('{"type":3,"invocationId":"9","error":"Unknown hub method \'nothing\'"}'),
    );
    const pingsBefore = records.filter((r) => r === '{"type":6}').length;
    await new Promise((r) => setTimeout(r, 550));
    expect(records.filter((r) => r === '{"type":6}').length - pingsBefore).toBeGreaterThanOrEqual(2);

    // A negotiated id connects once.
    await expect(rawClient(wsUrl)).rejects.toThrow('HTTP 404');
    await expect(rawClient(wsUrl.replace(/id=[^&]+/, 'id=unknown'))).rejects.toThrow('HTTP 404');
    socket.close();
  });

  it('is kept open by pings both ways, and drops a client that went silent', async () => {
    // The client gives up after 1 s without hearing from the server: only the server's pings (every 100 ms) keep it.
    const { connection, messages } = await connect(hubUrl(), { token: KEY, serverTimeoutMs: 1000 });
    await new Promise((r) => setTimeout(r, 2000));
    expect(connection.state).toBe(HubConnectionState.Connected);
    server.ctx.bus.publish('file_operation_update', {
      destinationPath: path.join(library, 'Shows', 'Breaking Bad (2008)', 'Season 01', 'Breaking Bad - S01E06.mkv'),
      status: 'created',
    });
    await vi.waitFor(() => expect(messages.length).toBe(3));

    const { socket, records } = await rawClient(`${hubUrl().replace('http', 'ws')}?access_token=${KEY}`);
    const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.send(`{"protocol":"json","version":1}${RS}`);
    const start = Date.now();
    // Never pings back: the server closes it after its client timeout (1.5 s here).
    const elapsed = (await closedAt) - start;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(records.at(-1)).toMatch(/^\{"type":7,"error":"Server timeout/);
  });

  it('lets a client go once its key is no longer the key', async () => {
    const { closed } = await connect(hubUrl(), { token: KEY });
    enableSpoofing(server, 'a'.repeat(32));
    try {
      expect((await closed)?.message).toMatch(/Unauthorized/);
    } finally {
      enableSpoofing(server);
    }
  });

  it('lets one key hold four connections: each one more closes its oldest, and says why', async () => {
    const open = async (key: string) => {
      const client = await rawClient(`${hubUrl().replace('http', 'ws')}?access_token=${key}`);
      const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
      client.socket.send(`{"protocol":"json","version":1}${RS}`);
      await vi.waitFor(() => expect(client.records[0]).toBe('{}'));
      return { ...client, closed };
    };
    // The oldest is the real client; the key typed in capitals is the same key.
    const real = await connectClient(hubUrl(), { token: KEY });
    const raw = [await open(KEY), await open(KEY.toUpperCase()), await open(KEY)];
    const fifth = await open(KEY);
    expect((await real.closed)?.message).toMatch(/Too many connections with this API key \(at most 4\)/);

    // A burst of twenty more: the key keeps its four newest, never more.
    const burst = [];
    for (let i = 0; i < 20; i++) burst.push(await open(i % 2 === 0 ? KEY : KEY.toUpperCase()));
    await Promise.all([...raw, fifth, ...burst.slice(0, 16)].map((c) => c.closed));
    expect(raw[0]?.records.at(-1)).toBe(
      '{"type":7,"error":"Too many connections with this API key (at most 4); the oldest was closed","allowReconnect":false}',
    );
    const stillOpen = burst.filter((c) => c.socket.readyState === WebSocket.OPEN);
    expect(stillOpen).toEqual(burst.slice(16));
    for (const c of stillOpen) c.socket.close();
  });

  it('drops a client that never sends its handshake', async () => {
    const { socket, records } = await rawClient(`${hubUrl().replace('http', 'ws')}?access_token=${KEY}`);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(records).toEqual(['{"error":"Handshake timed out"}']);
  });

  it('still serves a plain request that offers another upgrade (h2c), and refuses a WebSocket elsewhere', async () => {
    const ask = (method: string, pathname: string, upgrade: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = new URL(server.url);
        const req = http.request(
          { port, host: '127.0.0.1', method, path: pathname, headers: { connection: 'Upgrade', upgrade } },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('upgrade', () => reject(new Error('upgraded')));
        req.on('error', reject);
        req.end();
      });
    const health = await ask('GET', '/api/health', 'h2c');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: expect.any(String) });
    expect((await ask('POST', '/api/health', 'h2c')).status).toBe(400);
    await expect(rawClient(`${server.url.replace('http', 'ws')}/api/events`)).rejects.toThrow('HTTP 404');
  });

  it('answers a client speaking another protocol with a handshake error', async () => {
    const { socket, records } = await rawClient(`${hubUrl().replace('http', 'ws')}?access_token=${KEY}`);
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(records[0]).toMatch(/^\{"error":"The protocol 'messagepack' is not supported/);
  });
});

describe('SignalR hub shutdown', () => {
  it('lets the server move to other ports while a client is connected (the client is cut off)', async () => {
    const server = await startTestServer({ signalr: { pingIntervalMs: 100 } });
    try {
      enableSpoofing(server);
      const { socket, records } = await rawClient(
        `${server.url.replace('http', 'ws')}/signalr/messages?access_token=${KEY}`,
      );
      socket.send(`{"protocol":"json","version":1}${RS}`);
      await vi.waitFor(() => expect(records[0]).toBe('{}'));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const started = Date.now();
      await server.host.bind({ ip: '127.0.0.1', ports: [0] });
      expect(Date.now() - started).toBeLessThan(3000);
      await closed;
      // The new port serves the hub too.
      const moved = `http://127.0.0.1:${server.host.ports()[0] ?? 0}`;
      const client = await connectClient(`${moved}/signalr/messages`, { token: KEY });
      await client.connection.stop();
    } finally {
      await server.dispose();
    }
  });

  it('closes every connection when the server closes, telling clients they may come back', async () => {
    const server = await startTestServer({ signalr: { pingIntervalMs: 100 } });
    enableSpoofing(server);
    const a = await connectClient(`${server.url}/signalr/messages`, { token: KEY });
    const { socket, records } = await rawClient(
      `${server.url.replace('http', 'ws')}/sonarr/signalr/messages?access_token=${KEY}`,
    );
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() => expect(records[0]).toBe('{}'));
    const rawClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

    const started = Date.now();
    await server.dispose();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await a.closed)?.message).toMatch(/Server is shutting down/);
    await rawClosed;
    expect(records.at(-1)).toBe('{"type":7,"error":"Server is shutting down","allowReconnect":true}');
  });
});

describe('SignalR messages carry the ids the REST face gave Bazarr', () => {
  let world: OrganisedServer;
  let source: string;
  let library: string;
  let server: TestServer;
  let token: string;
  let client: HubConnection | undefined;

  beforeAll(async () => {
    world = await startOrganisedServer({
      prefix: 'signalr-ids-',
      writeSources: async (folder) => {
        await writeSource(folder, `${SHOW}/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv`);
        await writeSource(folder, MATRIX);
      },
      // No lookup given: the one wired over the REST face's catalogue answers.
      signalr: { pingIntervalMs: 100, clientTimeoutMs: 1500, handshakeTimeoutMs: 1000, batchMs: 20 },
    });
    ({ server, token, source, library } = world);
    enableSpoofing(server);
  });
  afterAll(async () => {
    await client?.stop();
    await world.dispose();
  });

  const v3 = async <T>(route: string): Promise<T> => {
    const res = await server.request(`/api/v3/${route}${route.includes('?') ? '&' : '?'}apikey=${KEY}`);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('names a new episode and its removal, and a removed movie, by the ids Bazarr synced', async () => {
    const [series] = await v3<{ id: number; title: string }[]>('series');
    const [movie] = await v3<{ id: number }[]>('movie');
    expect(series?.title).toBe('Breaking Bad');
    const connected = await connectClient(`${server.url}/signalr/messages`, { token: KEY });
    client = connected.connection;
    const { messages } = connected;

    await writeSource(source, `${SHOW}/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv`);
    await server.ctx.organiserService.runScan();
    await vi.waitFor(() => expect(messages.length).toBeGreaterThanOrEqual(3));
    const episodes = await v3<{ id: number; episodeNumber: number; episodeFileId: number }[]>(
      `episode?seriesId=${series?.id}`,
    );
    const third = episodes.find((e) => e.episodeNumber === 3);
    // The organiser's events for one link may fall into two rounds, and a scan may touch other links:
    // repeats and extra updates are harmless (Bazarr re-reads them), missing ids are not.
    await vi.waitFor(() =>
      expect(messages.map(summary)).toEqual(
        expect.arrayContaining([
          `series updated ${series?.id}`,
          `episode updated ${third?.id}`,
          `episodefile updated ${third?.episodeFileId}`,
        ]),
      ),
    );
    messages.length = 0;
    const link = messagesLink(await v3<{ id: number; path: string }[]>(`episodeFile?seriesId=${series?.id}`), third);
    const removed = await server.request('/api/delete', jsonInit({ path: path.relative(library, link) }, token));
    expect(removed.status).toBe(200);
    await vi.waitFor(() => expect(messages.map(summary)).toContain(`episodefile deleted ${third?.episodeFileId}`));
    // The series still has an episode: Bazarr is told to re-read it, not to drop it.
    expect(messages.map(summary)).toContain(`series updated ${series?.id}`);

    messages.length = 0;
    const matrix = path.join(library, 'Movies', 'The Matrix (1999)');
    const gone = await server.request('/api/delete', jsonInit({ path: path.relative(library, matrix) }, token));
    expect(gone.status).toBe(200);
    await vi.waitFor(() => expect(messages.map(summary)).toContain(`movie deleted ${movie?.id}`));
  });
  it('tells a folder key (folder mode) only about its own folder', async () => {
    const folderKey = 'fedcba9876543210fedcba9876543210';
    const spoofing = new SpoofingRepository(server.ctx.database);
    const config = spoofing.config();
    if (!config) throw new Error('spoofing is not configured');
    spoofing.saveConfig({ ...config, folder_mode: 1 });
    spoofing.saveMapping({
      folder_path: 'Movies',
      service_type: 'radarr',
      api_key: folderKey,
      enabled: 1,
      display_name: 'Movies',
    });
    const everything = await connectClient(`${server.url}/signalr/messages`, { token: KEY });
    const movies = await connectClient(`${server.url}/signalr/messages`, { token: folderKey });
    try {
      await writeSource(source, `${SHOW}/Breaking.Bad.S01E04.1080p.BluRay.x264-GRP.mkv`);
      await server.ctx.organiserService.runScan();
      await vi.waitFor(() => expect(everything.messages.map((m) => m.name)).toContain('episodefile'));

      // The Matrix, deleted in the test before, comes back: the folder's client hears of it.
      const restored = await server.request(
        '/api/restore-symlinks',
        jsonInit({ paths: [path.join(library, 'Movies', 'The Matrix (1999)')] }, token),
      );
      expect(restored.status).toBe(200);
      await vi.waitFor(() => expect(movies.messages.map((m) => m.name)).toContain('movie'));
      expect(movies.messages.map((m) => m.name).filter((n) => n !== 'movie' && n !== 'moviefile')).toEqual([]);
    } finally {
      await everything.connection.stop();
      await movies.connection.stop();
    }
  });
});

function messagesLink(files: { id: number; path: string }[], episode: { episodeFileId: number } | undefined): string {
  const file = files.find((f) => f.id === episode?.episodeFileId);
  if (!file) throw new Error(`no episode file ${episode?.episodeFileId} in ${JSON.stringify(files)}`);
  return file.path;
}
