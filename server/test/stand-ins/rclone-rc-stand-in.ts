import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An rclone remote control (`rclone rcd` / `rclone mount --rc`) on loopback for the project's own
 * tests: every command is a POST of JSON parameters answered with JSON. Knows `core/version`,
 * `core/stats`, `vfs/stats` and `vfs/refresh` (whose calls it records). Never used by the product.
 */
export interface RcloneRcStandIn {
  url: string;
  /** Parameters of each `vfs/refresh`, and when it arrived (Date.now()). */
  refreshes: { params: Record<string, unknown>; at: number }[];
  close(): Promise<void>;
}

export async function startRcloneRcStandIn(options: { user?: string; pass?: string } = {}): Promise<RcloneRcStandIn> {
  const refreshes: RcloneRcStandIn['refreshes'] = [];
  const expected =
    options.user === undefined
      ? undefined
      : `Basic ${Buffer.from(`${options.user}:${options.pass ?? ''}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body, null, '\t'));
      };
      if (expected !== undefined && req.headers.authorization !== expected) {
        send(401, { error: 'authentication required', status: 401 });
        return;
      }
      const command = (req.url ?? '/').replace(/^\//, '').split('?')[0];
      let params: Record<string, unknown>;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        params = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        send(400, { error: 'failed to read input JSON', status: 400 });
        return;
      }
      switch (command) {
        case 'core/version':
          send(200, { version: 'v1.68.2', decomposed: [1, 68, 2], goVersion: 'go1.23.3', os: 'linux', arch: 'amd64' });
          return;
        case 'core/stats':
          send(200, { bytes: 0, checks: 0, errors: 0, transfers: 0, speed: 0, elapsedTime: 12.5 });
          return;
        case 'vfs/stats':
          send(200, { fs: 'gdrive:', inUse: 1, metadataCache: { dirs: 4, files: 12 } });
          return;
        case 'vfs/refresh': {
          refreshes.push({ params, at: Date.now() });
          const dirs = Object.entries(params).filter(([k]) => /^dir\d*$/.test(k));
          const result = Object.fromEntries(dirs.length === 0 ? [['', 'OK']] : dirs.map(([, v]) => [String(v), 'OK']));
          send(200, { result });
          return;
        }
        default:
          send(404, { error: `couldn't find method "${command}"`, status: 404 });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refreshes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
