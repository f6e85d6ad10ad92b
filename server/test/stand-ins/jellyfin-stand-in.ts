import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Jellyfin- or Emby-shaped HTTP server on loopback for the project's own tests, after their
 * REST APIs: `GET /System/Info/Public` (no key), `GET /System/Info` and `GET /Library/VirtualFolders`
 * (with the key), and `POST /Library/Media/Updated` (`{"Updates":[{"Path","UpdateType"}]}`, 204),
 * whose calls it records. Jellyfin reads the key from `Authorization: MediaBrowser Token="…"` or
 * `X-Emby-Token`; Emby from `X-Emby-Token`. Never used by the product.
 */

export interface MediaUpdatedCall {
  updates: { Path: string; UpdateType: string }[];
  /** When the call arrived (Date.now()). */
  at: number;
}

export interface JellyfinStandIn {
  url: string;
  /** Every `/Library/Media/Updated` call that was accepted. */
  updated: MediaUpdatedCall[];
  /** Every request as `METHOD /path`. */
  requests: string[];
  /** Answer every request with this status (0: normal). */
  failWith: number;
  /** Accept requests and never answer them. */
  hang: boolean;
  close(): Promise<void>;
}

export interface JellyfinStandInOptions {
  flavour: 'jellyfin' | 'emby';
  apiKey: string;
  version?: string;
  serverName?: string;
  libraries?: { name: string; locations: string[] }[];
}

function keyOf(req: IncomingMessage, flavour: JellyfinStandInOptions['flavour']): string | undefined {
  const token = req.headers['x-emby-token'];
  if (typeof token === 'string') return token;
  if (flavour !== 'jellyfin') return undefined;
  const auth = req.headers.authorization ?? '';
  return /^MediaBrowser\s.*Token="([^"]*)"/i.exec(auth)?.[1];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startJellyfinStandIn(options: JellyfinStandInOptions): Promise<JellyfinStandIn> {
  const state = { updated: [] as MediaUpdatedCall[], requests: [] as string[], failWith: 0, hang: false };
  const version = options.version ?? (options.flavour === 'jellyfin' ? '10.10.3' : '4.8.10.0');
  const info = {
    ServerName: options.serverName ?? 'media',
    Version: version,
    ProductName: options.flavour === 'jellyfin' ? 'Jellyfin Server' : 'Emby Server',
    Id: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
    OperatingSystem: 'Linux',
  };
  const sendJson = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://media.invalid');
      state.requests.push(`${req.method} ${url.pathname}`);
      const body = await readBody(req);
      if (state.hang) return;
      if (state.failWith) {
        res.writeHead(state.failWith).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/System/Info/Public') {
        const { ServerName, Version, ProductName, Id } = info;
        sendJson(res, { ServerName, Version, ProductName, Id, LocalAddress: 'http://127.0.0.1' });
        return;
      }
      if (keyOf(req, options.flavour) !== options.apiKey) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
        return;
      }
      if (req.method === 'GET' && url.pathname === '/System/Info') {
        sendJson(res, info);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/Library/VirtualFolders') {
        sendJson(
          res,
          (options.libraries ?? []).map((l, i) => ({
            Name: l.name,
            Locations: l.locations,
            CollectionType: i === 0 ? 'movies' : 'tvshows',
            ItemId: String(i + 1),
          })),
        );
        return;
      }
      if (req.method === 'POST' && url.pathname === '/Library/Media/Updated') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          res.writeHead(400).end('bad json');
          return;
        }
        const updates = (parsed as { Updates?: unknown }).Updates;
        const valid =
          Array.isArray(updates) &&
          updates.every(
            (u: { Path?: unknown; UpdateType?: unknown }) =>
              typeof u.Path === 'string' && ['Created', 'Modified', 'Deleted'].includes(String(u.UpdateType)),
          );
        if (!valid) {
          res.writeHead(400).end('bad updates');
          return;
        }
        state.updated.push({ updates: updates as MediaUpdatedCall['updates'], at: Date.now() });
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get updated() {
      return state.updated;
    },
    get requests() {
      return state.requests;
    },
    get failWith() {
      return state.failWith;
    },
    set failWith(value: number) {
      state.failWith = value;
    },
    get hang() {
      return state.hang;
    },
    set hang(value: boolean) {
      state.hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
