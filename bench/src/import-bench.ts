import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../../server/test/support/index.js';
import { percentile, sample, type BenchRow } from './measure.js';
import { discard } from './discard.js';

const FILES = 2_000;

/** Manual import: how soon the scan of a 2,000-file folder answers, and how long the whole stream takes. */
export async function importBench(): Promise<BenchRow[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'cinesync-import-bench-'));
  const source = path.join(base, 'source');
  const folder = path.join(source, 'Some Show (2020)');
  await mkdir(folder, { recursive: true });
  await mkdir(path.join(base, 'library'));
  for (let i = 0; i < FILES; i++) {
    const season = Math.floor(i / 100) + 1;
    const episode = (i % 100) + 1;
    const name = `Some.Show.2020.S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}.1080p.WEB-DL.x264-GRP.mkv`;
    await writeFile(path.join(folder, name), '');
  }
  const server = await startTestServer({
    env: { CINESYNC_AUTH_ENABLED: 'false', SOURCE_DIR: source, DESTINATION_DIR: path.join(base, 'library') },
    autoStart: false,
  });
  try {
    const url = `/api/scan-for-import?path=${encodeURIComponent(folder)}&streaming=true`;
    const firstLine = await sample(
      async () => {
        const res = await server.request(url);
        const reader = (res.body as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        await reader.cancel();
      },
      20,
      3,
    );
    const whole = await sample(async () => (await server.request(url)).text(), 5, 1);
    return [
      {
        name: `scan-for-import first line, ${FILES}-file folder, p50`,
        value: percentile(firstLine, 50),
        unit: 'ms',
        budget: 300,
      },
      { name: `scan-for-import whole stream, ${FILES} files, p50`, value: percentile(whole, 50), unit: 'ms' },
    ];
  } finally {
    await server.dispose();
    await discard(base);
  }
}
