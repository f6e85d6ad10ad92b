import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  assertUnprivilegedCanRead,
  handToUnprivileged,
  startUnprivilegedServer,
  type UnprivilegedServer,
} from '../../test/support/unprivileged.js';

/**
 * A folder setting names a folder that is there: a missing one is refused on save with Radarr's
 * "Folder does not exist", instead of being saved and then locking the app behind "Configuration
 * Required". The setup and Settings save through the same `/api/config/update`.
 */
describe('saving folder settings', () => {
  let base: string;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'folders-exist-')));
    await mkdir(path.join(base, 'downloads'));
    await mkdir(path.join(base, 'more'));
    await mkdir(path.join(base, 'library'));
    await writeFile(path.join(base, 'a-file'), 'not a folder');
    server = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' }, autoStart: false });
    token = await server.login('admin', 'pw');
  });
  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const save = async (updates: { key: string; value: string }[]) => {
    const res = await server.request('/api/config/update', jsonInit({ updates, currentPassword: 'pw' }, token));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const status = async () => (await server.request('/api/config-status', { token })).json();
  const envText = () => readFile(path.join(server.dataDir, '.env'), 'utf8').catch(() => '');

  it('says what a fresh start is missing, in the order a person sets it up', async () => {
    expect(await status()).toMatchObject({
      needsConfiguration: true,
      missing: ['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'],
    });
  });

  it('refuses a library folder that does not exist, saves nothing and keeps the app as it was', async () => {
    const missing = path.join(base, 'no-such-library');
    const before = await envText();
    const answer = await save([{ key: 'DESTINATION_DIR', value: missing }]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`DESTINATION_DIR can't be ${missing}: Folder does not exist`);
    expect(answer.body.details).toMatchObject({
      problems: [
        {
          key: 'DESTINATION_DIR',
          message: `DESTINATION_DIR can't be ${missing}: Folder does not exist`,
          folder: missing,
          reason: 'Folder does not exist',
        },
      ],
    });
    expect(await envText()).toBe(before);
    expect(await status()).toMatchObject({
      isPlaceholder: true,
      destinationDir: '',
      missing: ['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'],
    });
  });

  it('refuses a missing source folder among good ones, and a file for a folder', async () => {
    const missing = path.join(base, 'gone');
    const sources = `${path.join(base, 'downloads')},${missing}`;
    const answer = await save([
      { key: 'SOURCE_DIR', value: sources },
      { key: 'DESTINATION_DIR', value: path.join(base, 'a-file') },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toMatchObject({
      problems: [
        { key: 'SOURCE_DIR', message: `SOURCE_DIR can't be ${missing}: Folder does not exist` },
        { key: 'DESTINATION_DIR', message: `DESTINATION_DIR can't be ${path.join(base, 'a-file')}: Not a folder` },
      ],
    });
    expect(await envText()).not.toContain('SOURCE_DIR');
  });

  it('saves folders that exist, and then no longer asks a saved source to exist', async () => {
    const downloads = path.join(base, 'downloads');
    const library = path.join(base, 'library');
    expect(
      (
        await save([
          { key: 'SOURCE_DIR', value: downloads },
          { key: 'DESTINATION_DIR', value: library },
        ])
      ).status,
    ).toBe(200);
    expect(await status()).toMatchObject({ needsConfiguration: false, missing: ['TMDB_API_KEY'] });

    // The downloads mount drops; adding a second folder beside it is still possible.
    await rm(downloads, { recursive: true });
    const more = path.join(base, 'more');
    expect((await save([{ key: 'SOURCE_DIR', value: `${downloads},${more}` }])).status).toBe(200);
    expect(await envText()).toContain(`SOURCE_DIR=${downloads},${more}`);
    // A new folder that is not there is still refused.
    const typo = path.join(base, 'mroe');
    const refused = await save([{ key: 'SOURCE_DIR', value: `${downloads},${more},${typo}` }]);
    expect(refused.body.message).toBe(`SOURCE_DIR can't be ${typo}: Folder does not exist`);
  });
});

// The built CLI, run as a user file permissions stop (see unprivileged.ts); `npm test` builds first.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

describe.skipIf(!existsSync(CLI))('saving folder settings the server user cannot use', () => {
  let base: string;
  let server: UnprivilegedServer | undefined;
  beforeAll(async () => {
    assertUnprivilegedCanRead(CLI);
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'folders-access-')));
    await chmod(base, 0o755);
    await mkdir(path.join(base, 'data'));
    await handToUnprivileged(path.join(base, 'data'));
    await mkdir(path.join(base, 'closed-source'), { mode: 0o700 });
    await mkdir(path.join(base, 'read-only-library'), { mode: 0o555 });
    await chmod(path.join(base, 'read-only-library'), 0o555);
    await mkdir(path.join(base, 'library'));
    await handToUnprivileged(path.join(base, 'library'));
    server = await startUnprivilegedServer(CLI, {
      CINESYNC_DATA_DIR: path.join(base, 'data'),
      CINESYNC_AUTH_ENABLED: 'false',
      MEDIAHUB_AUTO_START: 'false',
      LOG_LEVEL: 'WARNING',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(base, { recursive: true, force: true });
  });

  it('refuses a library it cannot write and a source it cannot read, naming the user', async () => {
    const api = server as UnprivilegedServer;
    const save = async (key: string, value: string) => {
      for (;;) {
        const res = await api.request('/api/config/update', jsonInit({ updates: [{ key, value }] }));
        if (res) return { status: res.status, body: (await res.json()) as { message: string } };
        await new Promise((r) => setTimeout(r, 50)); // not listening yet: nothing to await but the port
      }
    };
    const readOnly = path.join(base, 'read-only-library');
    const library = await save('DESTINATION_DIR', readOnly);
    expect(library.status, api.output()).toBe(400);
    expect(library.body.message).toMatch(
      new RegExp(`^DESTINATION_DIR can't be ${readOnly}: Folder is not writable by (user \\w+ \\()?uid \\d+\\)?$`),
    );
    const closed = path.join(base, 'closed-source');
    const source = await save('SOURCE_DIR', closed);
    expect(source.body.message).toMatch(new RegExp(`^SOURCE_DIR can't be ${closed}: Folder is not readable by`));
    expect((await save('DESTINATION_DIR', path.join(base, 'library'))).status).toBe(200);
  }, 60_000);
});
