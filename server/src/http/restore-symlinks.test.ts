import { lstat, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { restoreResponseSchema } from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryWorld, treeFingerprint, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { TrashRepository } from '../db/repositories/trash.repository.js';

describe('POST /api/restore-symlinks: putting deleted entries back', () => {
  let w: LibraryWorld;
  beforeEach(async () => {
    w = await libraryWorld();
  });
  afterEach(() => w.dispose());

  const records = (tmdbId: number) => new ProcessedFilesRepository(w.server.ctx.database).ofTitle(tmdbId);
  const trashCount = () => new TrashRepository(w.server.ctx.database).all().length;
  const exists = (p: string) =>
    lstat(p).then(
      () => true,
      () => false,
    );
  const restore = async (paths: unknown) => {
    const res = await w.post('/api/restore-symlinks', { paths });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('restores a deleted link by its library path, with its record', async () => {
    const [before] = records(603);
    const link = before?.destination_path as string;
    const target = await readlink(link);
    await w.post('/api/delete', { path: path.relative(w.library, link) });
    expect(await exists(link)).toBe(false);

    const { status, body } = await restore([path.relative(w.library, link)]);
    expect(status).toBe(200);
    expect(restoreResponseSchema.strict().parse(body)).toEqual({
      success: true,
      restoredCount: 1,
      message: 'Successfully restored 1 file(s)',
      errors: [],
    });
    expect(await readlink(link)).toBe(target);
    expect(records(603)).toEqual([before]);
    expect(trashCount()).toBe(0);
  });

  it('moves a restored file from the Deleted tab back to Created, absolute destination paths accepted', async () => {
    const [before] = records(603);
    const link = before?.destination_path as string;
    const list = async (status: string) =>
      ((await (await w.get(`/api/file-operations?status=${status}`)).json()) as { operations: { filePath: string }[] })
        .operations;
    await w.post('/api/delete', { path: path.relative(w.library, link) });
    expect((await list('deleted')).map((o) => o.filePath)).toEqual([before?.source_path]);
    const events: unknown[] = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));

    expect((await restore([link])).body).toMatchObject({ success: true, restoredCount: 1 });
    expect(await list('deleted')).toEqual([]);
    expect((await list('created')).find((o) => o.filePath === before?.source_path)).toMatchObject({
      destinationPath: link,
      tmdbId: 603,
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'file_operation_update',
        data: { destinationPath: link, filePath: before?.source_path, status: 'created' },
      }),
    );
  });

  it('restores a deleted folder of links, and a link by the source file it pointed at', async () => {
    const episodes = records(1396);
    expect(episodes).toHaveLength(3);
    await w.post('/api/delete', { path: 'Shows/Breaking Bad (2008)' });
    const [first, ...rest] = episodes;
    const bySource = await restore([first?.source_path]);
    expect(bySource.body).toMatchObject({ success: true, restoredCount: 1 });
    expect(await exists(first?.destination_path as string)).toBe(true);

    const byFolder = await restore(['Shows/Breaking Bad (2008)']);
    expect(byFolder.body).toMatchObject({ success: true, restoredCount: 2 });
    for (const episode of rest) expect(await exists(episode.destination_path as string)).toBe(true);
    expect(records(1396)).toHaveLength(3);
  });

  it('restores by folder only what the chosen removal took: an earlier deliberate deletion there stays deleted', async () => {
    const [first, ...rest] = records(1396).sort((a, b) => a.source_path.localeCompare(b.source_path));
    const firstLink = first?.destination_path as string;
    // Deleted on purpose, on its own.
    await w.post('/api/delete', { path: path.relative(w.library, firstLink) });
    // Later, the rest of the show goes in one skip of its source folder.
    const skipped = await w.post('/api/python-bridge', {
      sourcePath: path.dirname(first?.source_path as string),
      disableMonitor: true,
      selectedOption: 'skip',
    });
    await skipped.text();
    for (const r of rest) expect(await exists(r.destination_path as string)).toBe(false);

    const byFolder = await restore(['Shows/Breaking Bad (2008)']);
    expect(byFolder.body).toEqual({
      success: true,
      restoredCount: 2,
      message: 'Successfully restored 2 file(s)',
      errors: [],
    });
    for (const r of rest) expect(await exists(r.destination_path as string)).toBe(true);
    expect(await exists(firstLink)).toBe(false);
    expect(records(1396).map((r) => r.source_path)).not.toContain(first?.source_path);

    // Asked again, the folder goes one removal further back: the deliberate deletion.
    expect((await restore(['Shows/Breaking Bad (2008)'])).body).toMatchObject({ success: true, restoredCount: 1 });
    expect(await exists(firstLink)).toBe(true);
    expect(trashCount()).toBe(0);
  });

  it('moves a trashed real file back, and refuses to overwrite what took its place', async () => {
    const file = path.join(w.library, 'Movies', 'readme.txt');
    await w.post('/api/delete', { path: 'Movies/readme.txt' });
    await writeFile(file, 'a newer readme');
    const clash = await restore(['Movies/readme.txt']);
    expect(clash.status).toBe(200);
    expect(clash.body).toMatchObject({ success: false, restoredCount: 0, errors: [{ error: 'conflict' }] });
    expect(await readFile(file, 'utf8')).toBe('a newer readme');
    expect(trashCount()).toBe(1);

    await w.post('/api/delete', { path: 'Movies/readme.txt' });
    // A restore brings back what the newest removal took; asking again goes one removal further back,
    // whose file then finds its place taken.
    const again = await restore(['Movies/readme.txt']);
    expect(again.body).toMatchObject({ success: true, restoredCount: 1, errors: [] });
    expect(await readFile(file, 'utf8')).toBe('a newer readme');
    const older = await restore(['Movies/readme.txt']);
    expect(older.body).toMatchObject({ restoredCount: 0, errors: [{ error: 'conflict' }] });
    expect(await readFile(file, 'utf8')).toBe('a newer readme');
    expect(trashCount()).toBe(1);
  });

  it('says "No valid paths found for restoration" when nothing matches, and refuses hostile paths', async () => {
    const before = await treeFingerprint(w.base);
    const none = await restore(['Movies/never-deleted.mkv']);
    expect(none).toEqual({
      status: 400,
      body: { error: 'invalid', message: 'No valid paths found for restoration' },
    });
    for (const hostile of ['../outside', 'Movies/%2e%2e/%2e%2e/x', 'Movies/a\u0000b', 'escape/victim.txt']) {
      expect([400, 403]).toContain((await restore([hostile])).status);
    }
    expect((await restore([])).status).toBe(400);
    expect((await restore('Movies')).status).toBe(400);
    expect((await w.post('/api/restore-symlinks', '{not json')).status).toBe(400);
    expect(await treeFingerprint(w.base)).toBe(before);
  });
});
