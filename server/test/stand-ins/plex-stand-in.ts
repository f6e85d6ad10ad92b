import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Plex-shaped HTTP server on loopback for the project's own tests: answers who it is (`GET /`
 * with the token, `/identity` without), lists library sections as JSON and records refresh
 * requests. Never used by the product.
 */

export interface PlexStandInSection {
  key: string;
  type: 'movie' | 'show' | 'artist';
  title: string;
  locations: string[];
}

export interface PlexRefreshCall {
  section: string;
  /** The `path` query, or null for a whole-section refresh. */
  path: string | null;
}

export interface PlexStandIn {
  url: string;
  token: string;
  refreshes: PlexRefreshCall[];
  /** Every request path, with the query. */
  requests: string[];
  /** Answer every request with this status (0: normal). */
  failWith: number;
  /** Answer every request with a 302 to this address (null: normal). */
  redirectTo: string | null;
  /** Every `X-Plex-Token` header received, in order (absent ones as ''). */
  tokensSeen: string[];
  close(): Promise<void>;
}

/** What Plex's `GET /` says about the server (its `MediaContainer` attributes). */
export interface PlexStandInIdentity {
  friendlyName: string;
  machineIdentifier: string;
  version: string;
}

export async function startPlexStandIn(options: {
  token: string;
  sections: PlexStandInSection[];
  identity?: Partial<PlexStandInIdentity>;
}): Promise<PlexStandIn> {
  const identity: PlexStandInIdentity = {
    friendlyName: 'Living Room Plex',
    machineIdentifier: '5f1c0e8a9b7d4c3e2a1f0e9d8c7b6a59',
    version: '1.41.3.9314-a0bfb8370',
    ...options.identity,
  };
  const state: Pick<PlexStandIn, 'refreshes' | 'requests' | 'failWith' | 'redirectTo' | 'tokensSeen'> = {
    refreshes: [],
    requests: [],
    failWith: 0,
    redirectTo: null,
    tokensSeen: [],
  };
  const sendJson = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://plex.invalid');
    state.requests.push(`${url.pathname}${url.search}`);
    const token = req.headers['x-plex-token'];
    state.tokensSeen.push(typeof token === 'string' ? token : '');
    if (state.failWith) {
      res.writeHead(state.failWith).end();
      return;
    }
    if (state.redirectTo !== null) {
      res.writeHead(302, { location: state.redirectTo }).end();
      return;
    }
    // Like Plex: who it is is public, everything else needs the token.
    if (url.pathname === '/identity') {
      const { machineIdentifier, version } = identity;
      sendJson(res, { MediaContainer: { size: 0, claimed: true, machineIdentifier, version } });
      return;
    }
    if (token !== options.token) {
      res.writeHead(401, { 'content-type': 'text/html' }).end('<html><body>401 Unauthorized</body></html>');
      return;
    }
    if (url.pathname === '/') {
      sendJson(res, { MediaContainer: { size: 0, myPlex: true, platform: 'Linux', ...identity } });
      return;
    }
    if (url.pathname === '/library/sections') {
      const Directory = options.sections.map((s) => ({
        key: s.key,
        type: s.type,
        title: s.title,
        Location: s.locations.map((p, i) => ({ id: i + 1, path: p })),
      }));
      sendJson(res, { MediaContainer: { size: Directory.length, Directory } });
      return;
    }
    const refresh = /^\/library\/sections\/([^/]+)\/refresh$/.exec(url.pathname);
    if (refresh && options.sections.some((s) => s.key === decodeURIComponent(refresh[1] ?? ''))) {
      state.refreshes.push({ section: decodeURIComponent(refresh[1] ?? ''), path: url.searchParams.get('path') });
      res.writeHead(200).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: PlexStandIn = {
    url: `http://127.0.0.1:${port}`,
    token: options.token,
    get refreshes() {
      return state.refreshes;
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
    get redirectTo() {
      return state.redirectTo;
    },
    set redirectTo(value: string | null) {
      state.redirectTo = value;
    },
    get tokensSeen() {
      return state.tokensSeen;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
