import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEAD_BYTES,
  libraryWorld,
  patternBytes,
  WORLD_FILE_SIZE,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

describe('streaming and downloading library files', () => {
  let w: LibraryWorld;
  let matrix: string;
  let source: string;
  beforeAll(async () => {
    w = await libraryWorld();
    const [row] = new ProcessedFilesRepository(w.server.ctx.database).ofTitle(603);
    if (!row?.destination_path) throw new Error('the Matrix was not linked');
    matrix = path.relative(w.library, row.destination_path);
    source = row.source_path;
    await writeFile(path.join(w.library, 'Movies', 'clip.mp4'), patternBytes(9, 5000));
  });
  afterAll(() => w.dispose());

  const stream = (rel: string, headers: Record<string, string> = {}) =>
    w.get(`/api/stream/${encodeURIComponent(rel)}`, { headers });
  const sourceBytes = async (start: number, end: number) => {
    const handle = await open(source, 'r');
    const { buffer } = await handle.read(Buffer.alloc(end - start + 1), 0, end - start + 1, start);
    await handle.close();
    return buffer;
  };

  it('streams a linked video with its type, length and validators, reading the source through the link', async () => {
    const res = await stream(matrix, { range: 'bytes=0-' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/x-matroska');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-range')).toBe(`bytes 0-${WORLD_FILE_SIZE - 1}/${WORLD_FILE_SIZE}`);
    expect(res.headers.get('content-length')).toBe(String(WORLD_FILE_SIZE));
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body?.getReader();
    const first = await reader?.read();
    await reader?.cancel();
    expect(Buffer.from(first?.value ?? []).subarray(0, 64)).toEqual(patternBytes(0, 64));
  });

  it('serves byte ranges exactly: a slice, a suffix, and 416 past the end', async () => {
    const slice = await stream(matrix, { range: 'bytes=1000-1999' });
    expect(slice.status).toBe(206);
    expect(slice.headers.get('content-range')).toBe(`bytes 1000-1999/${WORLD_FILE_SIZE}`);
    expect(Buffer.from(await slice.arrayBuffer())).toEqual(await sourceBytes(1000, 1999));

    const across = await stream(matrix, { range: `bytes=${HEAD_BYTES - 10}-${HEAD_BYTES + 9}` });
    expect(Buffer.from(await across.arrayBuffer())).toEqual(await sourceBytes(HEAD_BYTES - 10, HEAD_BYTES + 9));

    const suffix = await stream(matrix, { range: 'bytes=-100' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${WORLD_FILE_SIZE - 100}-${WORLD_FILE_SIZE - 1}/${WORLD_FILE_SIZE}`,
    );
    expect((await suffix.arrayBuffer()).byteLength).toBe(100);

    const past = await stream(matrix, { range: `bytes=${WORLD_FILE_SIZE}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${WORLD_FILE_SIZE}`);
  });

  it('answers conditional requests: 304 for a known version, the whole file when If-Range is stale', async () => {
    const first = await stream('Movies/clip.mp4');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(patternBytes(9, 5000));
    const etag = first.headers.get('etag') as string;
    expect((await stream('Movies/clip.mp4', { 'if-none-match': etag })).status).toBe(304);
    const stale = await stream('Movies/clip.mp4', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(5000);
    const fresh = await stream('Movies/clip.mp4', { range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.status).toBe(206);
    await fresh.arrayBuffer();
  });

  it('refuses with 412 when the file is not the version the client holds (If-Match, If-Unmodified-Since)', async () => {
    const head = await w.get(`/api/stream/${encodeURIComponent('Movies/clip.mp4')}`, { method: 'HEAD' });
    const etag = head.headers.get('etag') as string;
    expect((await stream('Movies/clip.mp4', { 'if-match': '"another"' })).status).toBe(412);
    const same = await stream('Movies/clip.mp4', { 'if-match': etag, range: 'bytes=0-9' });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const before = new Date(Date.now() - 86_400_000).toUTCString();
    expect((await stream('Movies/clip.mp4', { 'if-unmodified-since': before })).status).toBe(412);
    const download = await w.get(`/api/download?path=${encodeURIComponent('Movies/clip.mp4')}`, {
      headers: { 'if-match': '"another"' },
    });
    expect(download.status).toBe(412);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await w.get(`/api/stream/${encodeURIComponent(matrix)}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(WORLD_FILE_SIZE));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('downloads as an attachment, with ranges too', async () => {
    const res = await w.get(`/api/download?path=${encodeURIComponent('Movies/clip.mp4')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`);
    expect((await res.arrayBuffer()).byteLength).toBe(5000);
    const part = await w.get(`/api/download?path=${encodeURIComponent(matrix)}`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(patternBytes(0, 10));
  });

  it('takes the token from the query (a video element sets no header) and refuses without one', async () => {
    const url = `${w.server.url}/api/stream/${encodeURIComponent('Movies/clip.mp4')}`;
    expect((await fetch(url)).status).toBe(401);
    const ok = await fetch(`${url}?token=${w.token}`, { headers: { range: 'bytes=0-1' } });
    expect(ok.status).toBe(206);
    await ok.arrayBuffer();
    expect((await fetch(`${w.server.url}/api/download?path=Movies/clip.mp4`)).status).toBe(401);
    expect((await fetch(`${w.server.url}/api/download?path=Movies/clip.mp4&token=${w.token}`)).status).toBe(200);
  });

  it('refuses folders, missing files, and links that lead outside the library and the sources', async () => {
    expect((await stream('Movies')).status).toBe(400);
    expect((await stream('Movies/none.mkv')).status).toBe(404);
    expect((await stream('Movies/planted.txt')).status).toBe(403);
    expect((await w.get('/api/stream/')).status).toBe(400);
    expect((await w.get('/api/download')).status).toBe(400);
  });
});
