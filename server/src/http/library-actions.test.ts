import { lstat, mkdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  deleteResponseSchema,
  moveResponseSchema,
  renameResponseSchema,
  type FileListResponse,
  type LiveEvent,
} from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LibraryTrash } from '../library/library-trash.js';
import { libraryWorld, treeFingerprint, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { TrashRepository } from '../db/repositories/trash.repository.js';
import { FileOperationsRepository } from '../db/repositories/file-operations.repository.js';
import { SourceFilesRepository } from '../db/repositories/source-files.repository.js';

describe('file actions in the library', () => {
  let w: LibraryWorld;
  let events: LiveEvent[];
  beforeEach(async () => {
    w = await libraryWorld();
    events = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));
  });
  afterEach(() => w.dispose());

  const record = (tmdbId: number) => new ProcessedFilesRepository(w.server.ctx.database).ofTitle(tmdbId);
  const operations = () => new FileOperationsRepository(w.server.ctx.database);
  const matrixDir = () => path.join(w.library, 'Movies', 'The Matrix (1999)');
  const matrixLink = () => record(603)[0]?.destination_path as string;
  const rel = (abs: string) => path.relative(w.library, abs);
  const exists = (p: string) =>
    lstat(p).then(
      () => true,
      () => false,
    );
  const trashRows = () => new TrashRepository(w.server.ctx.database).all();
  const trash = () =>
    new LibraryTrash({
      ledger: w.server.ctx.repositories.trash,
      dataDir: w.server.dataDir,
      intents: w.server.ctx.repositories.pendingChanges,
      now: Date.now,
    });

  describe('rename', () => {
    it('renames a link (not its target) and moves its record along', async () => {
      const sources = await treeFingerprint(w.source);
      const old = matrixLink();
      const target = await readlink(old);
      const res = await w.post('/api/rename', { oldPath: rel(old), newName: '  The Matrix (1999).mkv ' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(renameResponseSchema.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        success: true,
        path: 'Movies/The Matrix (1999)/The Matrix (1999).mkv',
        name: 'The Matrix (1999).mkv',
        updatedRecords: 1,
      });
      const renamed = path.join(matrixDir(), 'The Matrix (1999).mkv');
      expect(await readlink(renamed)).toBe(target);
      expect(await exists(old)).toBe(false);
      expect(record(603)[0]?.destination_path).toBe(renamed);
      expect(await treeFingerprint(w.source)).toBe(sources);
      expect(events.map((e) => e.type)).toEqual(['file_operation_update', 'stats_changed']);
      expect(events[0]?.data).toEqual({ destinationPath: renamed });
    });

    it('renames a show folder and every record below it, keeping its category', async () => {
      const res = await w.post('/api/rename', { oldPath: 'Shows/Breaking Bad (2008)', newName: 'Breaking Bad' });
      expect(await res.json()).toMatchObject({ success: true, path: 'Shows/Breaking Bad', updatedRecords: 3 });
      const rows = record(1396);
      expect(rows).toHaveLength(3);
      for (const r of rows) {
        expect(r.destination_path?.startsWith(path.join(w.library, 'Shows', 'Breaking Bad', 'Season 01') + '/')).toBe(
          true,
        );
        expect(r.base_folder).toBe('Shows');
      }
      const list = await w.get('/api/files/Shows/Breaking%20Bad');
      expect(list.headers.get('x-tmdb-id')).toBe('1396');
    });

    it('refuses names that are taken, unchanged, too long or not plain, and changes nothing', async () => {
      await writeFile(path.join(matrixDir(), 'taken.nfo'), 'x');
      const before = await treeFingerprint(w.base);
      const oldPath = rel(matrixLink());
      const cases: [string, number, string][] = [
        ['taken.nfo', 409, 'already exists'],
        [path.basename(matrixLink()), 400, 'same as the current name'],
        ['a/b.mkv', 400, '/'],
        ['a\\b.mkv', 400, '/'],
        ['..', 400, '. or ..'],
        ['   ', 400, 'empty'],
        ['bad\u0007name', 400, 'control'],
        ['é'.repeat(128), 400, '255 bytes'],
        ['x'.repeat(256), 400, '255'],
      ];
      for (const [newName, status, text] of cases) {
        const res = await w.post('/api/rename', { oldPath, newName });
        expect(res.status, newName).toBe(status);
        const body = (await res.json()) as { error: string; message: string };
        expect(body.message, newName).toContain(text);
      }
      expect((await w.post('/api/rename', { oldPath: 'Movies/none.mkv', newName: 'x.mkv' })).status).toBe(404);
      expect(await treeFingerprint(w.base)).toBe(before);
      expect(events).toEqual([]);
    });
  });

  describe('move', () => {
    it('moves a title folder to another category and updates its records', async () => {
      const res = await w.post('/api/move', { sourcePath: 'Movies/The Matrix (1999)', targetPath: '4KMovies' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(moveResponseSchema.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        success: true,
        path: '4KMovies/The Matrix (1999)',
        replaced: false,
        updatedRecords: 1,
      });
      const [moved] = record(603);
      expect(moved?.base_folder).toBe('4KMovies');
      expect(moved?.destination_path?.startsWith(path.join(w.library, '4KMovies', 'The Matrix (1999)') + '/')).toBe(
        true,
      );
      expect(await exists(matrixDir())).toBe(false);
      const listed = (await (await w.get('/api/files/4KMovies')).json()) as FileListResponse;
      expect(listed.items.map((i) => [i.name, i.tmdbId])).toEqual([
        ['Dune (2021)', 438631],
        ['The Matrix (1999)', 603],
      ]);
    });

    it('refuses to overwrite (409, "already exists") unless asked to replace', async () => {
      await mkdir(path.join(w.library, 'Movies', 'Dune (2021)'));
      await writeFile(path.join(w.library, 'Movies', 'Dune (2021)', 'notes.txt'), 'old notes');
      const before = await treeFingerprint(w.base);
      const refused = await w.post('/api/move', { sourcePath: '4KMovies/Dune (2021)', targetPath: 'Movies' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: 'conflict',
        message: 'A file or folder named "Dune (2021)" already exists in "Movies"',
      });
      expect(await treeFingerprint(w.base)).toBe(before);

      const replaced = await w.post('/api/move', {
        sourcePath: '4KMovies/Dune (2021)',
        targetPath: 'Movies',
        replace: true,
      });
      expect(await replaced.json()).toMatchObject({ success: true, replaced: true, updatedRecords: 1 });
      expect(await exists(path.join(w.library, 'Movies', 'Dune (2021)', 'notes.txt'))).toBe(false);
      const [row] = trashRows();
      expect(row).toMatchObject({
        kind: 'file',
        original_path: path.join(w.library, 'Movies', 'Dune (2021)', 'notes.txt'),
      });
      expect(await readFile(row?.trash_path as string, 'utf8')).toBe('old notes');
      expect(record(438631)[0]?.base_folder).toBe('Movies');
    });

    it('refuses a missing or non-folder destination, a move into itself, or into the same folder', async () => {
      const before = await treeFingerprint(w.base);
      const cases: [object, number][] = [
        [{ sourcePath: 'Movies/The Matrix (1999)', targetPath: 'Nowhere' }, 404],
        [{ sourcePath: 'Movies/The Matrix (1999)', targetPath: 'Movies/readme.txt' }, 400],
        [{ sourcePath: 'Movies', targetPath: 'Movies/The Matrix (1999)' }, 400],
        [{ sourcePath: 'Movies/The Matrix (1999)', targetPath: 'Movies' }, 400],
        [{ sourcePath: 'Movies/none', targetPath: 'Shows' }, 404],
        [{ sourcePath: 'Movies/readme.txt' }, 400],
      ];
      for (const [body, status] of cases) {
        expect((await w.post('/api/move', body)).status, JSON.stringify(body)).toBe(status);
      }
      expect(await treeFingerprint(w.base)).toBe(before);
    });

    it('moves a loose file into the library root', async () => {
      const res = await w.post('/api/move', { sourcePath: 'Movies/readme.txt', targetPath: '' });
      expect(await res.json()).toMatchObject({ path: 'readme.txt' });
      expect(await readFile(path.join(w.library, 'readme.txt'), 'utf8')).toBe('a real file, not a link');
    });
  });

  describe('delete', () => {
    it('removes a link, never its target, and keeps what a restore needs', async () => {
      const sources = await treeFingerprint(w.source);
      const link = matrixLink();
      const linkText = await readlink(link);
      const [before] = record(603);
      const res = await w.post('/api/delete', { path: rel(link) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        deletedCount: 1,
        errors: [],
        linksRemoved: 1,
        filesTrashed: 0,
      });
      expect(await exists(link)).toBe(false);
      expect(await treeFingerprint(w.source)).toBe(sources);
      expect(record(603)).toEqual([]);
      const [op] = operations().withStatus('deleted');
      expect(op).toMatchObject({
        operation: 'delete',
        destination_path: link,
        source_path: before?.source_path,
        tmdb_id: 603,
      });
      const source = new SourceFilesRepository(w.server.ctx.database).statusOf(before?.source_path as string);
      expect(source).toBe('deleted');
      const [row] = trashRows();
      expect(row).toMatchObject({ kind: 'link', original_path: link, link_target: linkText, trash_path: '' });
      expect(events.map((e) => e.type)).toEqual(['file_operation_update', 'stats_changed']);
      expect(events[0]?.data).toMatchObject({ status: 'deleted', operation: 'delete', filePath: before?.source_path });

      await trash().restore(row?.id as number, w.library);
      expect(await readlink(link)).toBe(linkText);
      expect(record(603)).toEqual([before]);
      expect(trashRows()).toEqual([]);
    });

    it('moves a real file to the trash folder, restorable, never clobbering another trashed file', async () => {
      const res = await w.post('/api/delete', { path: 'Movies/readme.txt' });
      expect(await res.json()).toMatchObject({ success: true, deletedCount: 1, filesTrashed: 1 });
      await writeFile(path.join(w.library, 'Movies', 'readme.txt'), 'second readme');
      await w.post('/api/delete', { path: 'Movies/readme.txt' });
      const rows = trashRows();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.trash_path.startsWith(path.join(w.server.dataDir, 'trash') + '/'))).toBe(true);
      expect(rows[0]?.trash_path).not.toBe(rows[1]?.trash_path);
      expect(await readFile(rows[0]?.trash_path as string, 'utf8')).toBe('a real file, not a link');
      await trash().restore(rows[0]?.id as number, w.library);
      expect(await readFile(path.join(w.library, 'Movies', 'readme.txt'), 'utf8')).toBe('a real file, not a link');
      await expect(trash().restore(rows[1]?.id as number, w.library)).rejects.toMatchObject({ kind: 'conflict' });
    });

    it('previews a delete without changing anything: links that go, files that move to the trash', async () => {
      const before = await treeFingerprint(w.library);
      const preview = await w.post('/api/delete/preview', {
        paths: ['Shows/Breaking Bad (2008)', 'Shows/Breaking Bad (2008)/Season 01', 'Movies/readme.txt'],
      });
      expect(preview.status).toBe(200);
      // The season inside the show is not counted twice.
      expect(await preview.json()).toEqual({ links: 3, files: 1 });
      expect(await treeFingerprint(w.library)).toBe(before);
      expect(trashRows()).toEqual([]);
      const outside = await w.post('/api/delete/preview', { paths: ['../source'] });
      expect(outside.status).toBe(403);
    });

    it('deletes a folder of links: the links go, the sources stay', async () => {
      const sources = await treeFingerprint(w.source);
      const res = await w.post('/api/delete', { path: 'Shows/Breaking Bad (2008)' });
      expect(await res.json()).toMatchObject({ success: true, deletedCount: 1, linksRemoved: 3, filesTrashed: 0 });
      expect(await exists(path.join(w.library, 'Shows', 'Breaking Bad (2008)'))).toBe(false);
      expect(await exists(path.join(w.library, 'Shows'))).toBe(true);
      expect(await treeFingerprint(w.source)).toBe(sources);
      expect(record(1396)).toEqual([]);
      expect(trashRows().map((r) => r.kind)).toEqual(['link', 'link', 'link']);
      expect(operations().countWithStatus('deleted')).toBe(3);
    });

    it('answers the list form with success, deletedCount and errors', async () => {
      const res = await w.post('/api/delete', {
        paths: [
          'Movies/readme.txt',
          'Movies/none.mkv',
          'Shows/Breaking Bad (2008)',
          'Shows/Breaking Bad (2008)/Season 01',
        ],
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(deleteResponseSchema.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        success: false,
        deletedCount: 2,
        errors: [{ path: 'Movies/none.mkv', error: 'not_found', message: 'File or directory not found' }],
        linksRemoved: 3,
        filesTrashed: 1,
      });
      expect(events.filter((e) => e.type === 'stats_changed')).toHaveLength(1);
    });

    it('answers a single missing path with 404 and refuses the library root', async () => {
      const missing = await w.post('/api/delete', { path: 'Movies/none.mkv' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'not_found', message: 'File or directory not found' });
      const before = await treeFingerprint(w.base);
      for (const p of ['.', './', w.library]) {
        expect((await w.post('/api/delete', { path: p })).status, p).toBe(403);
      }
      expect((await w.post('/api/delete', { path: '' })).status).toBe(400);
      expect((await w.post('/api/delete', { paths: [] })).status).toBe(400);
      expect(await treeFingerprint(w.base)).toBe(before);
    });
  });
});
