import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Plex-shaped HTTP server on loopback for the project's own tests: lists library sections as
 * JSON and records refresh requests. Never used by the product.
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
  close(): Promise<void>;
}

export async function startPlexStandIn(options: {
  token: string;
  sections: PlexStandInSection[];
}): Promise<PlexStandIn> {
  const state: Pick<PlexStandIn, 'refreshes' | 'requests' | 'failWith'> = { refreshes: [], requests: [], failWith: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://plex.invalid');
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.failWith) {
      res.writeHead(state.failWith).end();
      return;
    }
    if (req.headers['x-plex-token'] !== options.token) {
      res.writeHead(401, { 'content-type': 'text/html' }).end('<html><body>401 Unauthorized</body></html>');
      return;
    }
    if (url.pathname === '/library/sections') {
      const Directory = options.sections.map((s) => ({
        key: s.key,
        type: s.type,
        title: s.title,
        Location: s.locations.map((p, i) => ({ id: i + 1, path: p })),
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MediaContainer: { size: Directory.length, Directory } }));
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
