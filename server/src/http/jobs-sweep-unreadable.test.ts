import { existsSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobRunsResponseSchema, type JobRun } from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { linksBelow } from '../../test/support/library-links.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../../test/support/source-tree.js';
import {
  assertUnprivilegedCanRead,
  handToUnprivileged,
  startUnprivilegedServer,
} from '../../test/support/unprivileged.js';

// The built CLI, run as a user `chmod 000` stops (see unprivileged.ts); `npm test` builds first.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

const FILES = [
  'Movies/The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Movies/Gladiator.2000.1080p.BluRay.x264-GRP.mkv',
  'Shows/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
];

async function until<T>(what: () => string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!existsSync(CLI))('the broken-link-sweep job with an unreadable source folder', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let stopServer: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    assertUnprivilegedCanRead(CLI);
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('sweep-job-', FILES);
    await chmod(folders.base, 0o755);
    await mkdir(path.join(folders.base, 'data'));
    await handToUnprivileged(folders.library, path.join(folders.base, 'data'));
  });
  afterEach(async () => {
    await stopServer?.();
    await chmod(path.join(folders.source, 'Movies'), 0o755).catch(() => undefined);
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('keeps every link when the source folder is chmod 000, and says why in the run', async () => {
    const server = await startUnprivilegedServer(CLI, {
      ...organiserEnv(folders, tmdb),
      CINESYNC_DATA_DIR: path.join(folders.base, 'data'),
      MEDIAHUB_AUTO_START: 'false',
      LOG_LEVEL: 'WARNING',
    });
    stopServer = server.stop;
    const api = server.request;
    const finishedRun = (id: string, after: number) =>
      until(
        () => `a finished ${id} run (server output: ${server.output()})`,
        async (): Promise<JobRun | undefined> => {
          const res = await api(`/api/jobs/${id}/runs`);
          if (!res?.ok) return undefined;
          const [run] = jobRunsResponseSchema.parse(await res.json()).runs;
          return run && run.id > after && run.status !== 'running' ? run : undefined;
        },
      );

    // The rescan job links the files, as the server runs it.
    await until(
      () => `the server (output: ${server.output()})`,
      async () => ((await api('/api/jobs'))?.ok ? true : undefined),
    );
    expect((await api('/api/jobs/source-rescan/run', { method: 'POST' }))?.status).toBe(200);
    expect(await finishedRun('source-rescan', 0)).toMatchObject({ status: 'completed' });
    const linked = await linksBelow(folders.library);
    expect(linked).toHaveLength(FILES.length);

    await chmod(path.join(folders.source, 'Movies'), 0o000);
    expect((await api('/api/jobs/broken-link-sweep/run', { method: 'POST' }))?.status).toBe(200);
    const sweep = await finishedRun('broken-link-sweep', 0);
    expect(sweep.status).toBe('completed');
    expect(sweep.message).toMatch(/^3 links checked, 0 removed, 2 kept because their source can't be checked$/);
    expect(await linksBelow(folders.library)).toEqual(linked);
  }, 90_000);
});
