import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on loopback for the project's own tests: records each POST's body and auth. */
export interface WebhookReceiver {
  url: string;
  received: { body: unknown; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          authorization: req.headers.authorization,
        });
        res.writeHead(200).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
