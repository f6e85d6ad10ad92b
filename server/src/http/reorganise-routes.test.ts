import { lstat, mkdir, readFile, readlink, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  reorganiseOperationDetailSchema,
  reorganisePreviewLineSchema,
  type ReorganiseOperationDetail,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksBelow } from '../../test/support/library-links.js';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { jsonInit } from '../../test/support/start-test-server.js';

const SOURCES = [
  'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Attack.on.Titan.S01E01.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  // No release group: a tag for it changes nothing in this name.
  'Inception.2010.1080p.BluRay.x264.mkv',
];

/** Every link below the library with its text: the tree as an undo must give it back. */
async function tree(library: string): Promise<string[]> {
  const links = await linksBelow(library);
  return Promise.all(links.map(async (link) => `${link} -> ${await readlink(path.join(library, link))}`));
}

/** Size and modification time of every source: the re-organiser must never touch one. */
async function fingerprint(source: string): Promise<string[]> {
  return Promise.all(
    SOURCES.map(async (name) => {
      const info = await stat(path.join(source, name));
      return `${name} ${info.size} ${info.mtimeMs} ${info.ino}`;
    }),
  );
}

describe('re-organise: preview, apply and undo (issue 32)', () => {
  let w: OrganisedServer;
  let before: string[];
  let sources: string[];

  beforeAll(async () => {
    w = await startOrganisedServer({
      prefix: 'reorganise-',
      env: { RENAME_ENABLED: 'true' },
      writeSources: async (source) => {
        await mkdir(source, { recursive: true });
        for (const name of SOURCES) await writeFile(path.join(source, name), `video ${name}`);
      },
      afterScan: async ({ library }) => {
        // Bazarr's subtitle beside the movie's link, named after it.
        const matrix = path.join(library, 'Movies', 'The Matrix (1999)');
        const [video] = (await linksBelow(matrix)) as [string];
        await writeFile(path.join(matrix, video.replace(/\.mkv$/, '.en.srt')), 'subtitle');
      },
    });
    before = await tree(w.library);
    sources = await fingerprint(w.source);
  });
  afterAll(() => w?.dispose());

  const setting = async (key: string, value: string) => {
    const res = await w.server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key, value }], currentPassword: 'pw' }, w.token),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const preview = async (body: unknown = {}) => {
    const res = await w.server.request('/api/reorganise/preview', jsonInit(body, w.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text())
      .trim()
      .split('\n')
      // Each line as the web app reads it: the contract's schema, not a cast.
      .map((line) => reorganisePreviewLineSchema.parse(JSON.parse(line)));
    const summary = lines.at(-1);
    if (summary?.type !== 'summary') throw new Error(`no summary last: ${JSON.stringify(lines)}`);
    return {
      summary,
      changes: lines.filter((l) => l.type === 'change'),
      conflicts: lines.filter((l) => l.type === 'conflict'),
    };
  };
  const settle = async (operationId: number): Promise<ReorganiseOperationDetail> => {
    let detail: ReorganiseOperationDetail | undefined;
    await expect
      .poll(async () => {
        const res = await w.server.request(`/api/reorganise/operations/${operationId}`, { token: w.token });
        detail = reorganiseOperationDetailSchema.parse(await res.json());
        return detail.state;
      })
      .toBe('done');
    return detail as ReorganiseOperationDetail;
  };
  const start = async (pathName: string, body?: unknown) => {
    const res = await w.server.request(pathName, jsonInit(body ?? {}, w.token));
    expect(res.status, await res.clone().text()).toBe(202);
    return ((await res.json()) as { operationId: number }).operationId;
  };

  it('previews nothing while the settings are those the library was made with', async () => {
    const { summary, changes, conflicts } = await preview();
    expect(changes).toEqual([]);
    expect(conflicts).toEqual([]);
    expect(summary).toMatchObject({ changes: 0, conflicts: 0, unplanned: 0 });
  });

  it('after a new RENAME_TAGS lists exactly the names that change, and applies and undoes them', async () => {
    await setting('RENAME_TAGS', 'Resolution,ReleaseGroup');
    const { summary, changes } = await preview();
    // Every name with a release group gains it; Inception has none and stays.
    expect(changes.map((c) => c.from).sort()).toEqual(
      before
        .map((line) => line.split(' -> ')[0] as string)
        .filter((link) => !link.includes('Inception'))
        .sort(),
    );
    for (const change of changes) {
      expect(change).toMatchObject({ type: 'change', kind: 'renamed' });
      expect(change.to).toMatch(/GRP/);
      expect(path.dirname(change.to)).toBe(path.dirname(change.from));
    }
    expect(summary).toMatchObject({ changes: 4, conflicts: 0, kinds: { renamed: 4, moved: 0, relinked: 0 } });
    const grouped = changes.map((c) => c.title);
    expect(grouped.filter((t, i) => t !== grouped[i - 1])).toEqual([...new Set(grouped)]);

    // Media servers hear once per folder that gained links, not once per link.
    const told: string[] = [];
    const stopListening = w.server.ctx.bus.subscribe(
      (event) => told.push(path.dirname((event.data as { destination_file: string }).destination_file)),
      ['symlink_created'],
    );
    const operationId = await start('/api/reorganise/apply', { previewId: summary.previewId });
    const applied = await settle(operationId);
    stopListening();
    expect(applied).toMatchObject({ kind: 'apply', moved: 4, skipped: 0, total: 4 });
    expect(told.sort()).toEqual([...new Set(changes.map((c) => path.join(w.library, path.dirname(c.to))))].sort());
    expect(told).toHaveLength(3);
    const after = await linksBelow(w.library);
    expect(after.sort()).toEqual(
      [
        ...changes.map((c) => c.to),
        ...before.map((l) => l.split(' -> ')[0] as string).filter((l) => l.includes('Inception')),
      ].sort(),
    );
    // The subtitle followed its movie; each link still reaches its own source.
    const matrix = changes.find((c) => c.title === 'The Matrix (1999)') as { to: string };
    expect(await readFile(path.join(w.library, matrix.to.replace(/\.mkv$/, '.en.srt')), 'utf8')).toBe('subtitle');
    for (const link of after) expect((await stat(path.join(w.library, link))).isFile()).toBe(true);
    // The library's own pages show the new names: the records followed the links.
    const files = await w.server.request('/api/files/Movies/The%20Matrix%20(1999)', { token: w.token });
    const names = ((await files.json()) as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names).toContain(path.basename(matrix.to));
    expect(await preview()).toMatchObject({ summary: { changes: 0 } });

    // Applying the same preview twice is refused.
    const again = await w.server.request('/api/reorganise/apply', jsonInit({ previewId: summary.previewId }, w.token));
    expect(again.status).toBe(409);

    const undoId = await start(`/api/reorganise/undo/${operationId}`);
    expect(await settle(undoId)).toMatchObject({ kind: 'undo', undoes: operationId, moved: 4, skipped: 0 });
    expect(await tree(w.library)).toEqual(before);
    expect(await fingerprint(w.source)).toEqual(sources);
    const listed = await w.server.request('/api/reorganise/operations', { token: w.token });
    const { operations } = (await listed.json()) as { operations: { id: number; undoneBy: number | null }[] };
    expect(operations.find((o) => o.id === operationId)?.undoneBy).toBe(undoId);
    await setting('RENAME_TAGS', 'Resolution');
  });

  it('moves exactly the anime when anime separation is switched on, and leaves a conflict alone', async () => {
    // The library was made with anime apart (the default): first bring it together.
    await setting('ANIME_SEPARATION', 'false');
    const together = await preview();
    expect(together.changes.map((c) => [c.title, c.kind, c.to.split('/')[0]])).toEqual([
      ['Attack on Titan (2013)', 'moved', 'Shows'],
    ]);
    await settle(await start('/api/reorganise/apply', { previewId: together.summary.previewId }));
    const joined = await tree(w.library);

    await setting('ANIME_SEPARATION', 'true');
    const { summary, changes } = await preview();
    expect(changes.length).toBe(1);
    expect(changes[0]).toMatchObject({ kind: 'moved', title: 'Attack on Titan (2013)' });
    expect(changes[0]?.to.startsWith('AnimeShows/') || changes[0]?.to.startsWith('Anime Shows/')).toBe(true);

    // A file of someone else's at the new place: a conflict, listed and never applied.
    const planted = path.join(w.library, changes[0]?.to as string);
    await mkdir(path.dirname(planted), { recursive: true });
    await writeFile(planted, 'not ours');
    const blocked = await preview();
    expect(blocked.changes).toEqual([]);
    expect(blocked.conflicts).toEqual([
      expect.objectContaining({ type: 'conflict', reason: 'A file CineSync did not make is at this path' }),
    ]);
    // Applying the earlier preview now skips the entry whose place was taken, and says why.
    const operationId = await start('/api/reorganise/apply', { previewId: summary.previewId });
    const applied = await settle(operationId);
    expect(applied).toMatchObject({ moved: 0, skipped: 1 });
    expect(applied.skippedEntries[0]?.reason).toBe('Something is at its new path now');
    expect(await readFile(planted, 'utf8')).toBe('not ours');
    expect(await tree(w.library)).toEqual(joined);
    await unlink(planted);
    // With the place free again, the anime moves back where it began.
    const apart = await preview();
    await settle(await start('/api/reorganise/apply', { previewId: apart.summary.previewId }));
    expect(await tree(w.library)).toEqual(before);
  });

  it('undo refuses an entry changed since the apply, and moves the rest back', async () => {
    await setting('RENAME_TAGS', 'Resolution,ReleaseGroup');
    const { summary, changes } = await preview({ tmdbId: 1396, mediaType: 'tv' });
    expect(changes.length).toBe(2);
    expect(new Set(changes.map((c) => c.title))).toEqual(new Set(['Breaking Bad (2008)']));
    const operationId = await start('/api/reorganise/apply', { previewId: summary.previewId });
    await settle(operationId);
    // Someone points one of the new links elsewhere by hand.
    const touched = path.join(w.library, changes[0]?.to as string);
    await unlink(touched);
    await symlink(path.join(w.source, SOURCES[3] as string), touched);
    const undoId = await start(`/api/reorganise/undo/${operationId}`);
    const undone = await settle(undoId);
    expect(undone).toMatchObject({ moved: 1, skipped: 1 });
    expect(undone.skippedEntries).toEqual([
      expect.objectContaining({ to: changes[0]?.from, reason: 'Its link changed on disk since the preview' }),
    ]);
    expect((await lstat(touched)).isSymbolicLink()).toBe(true);
    expect(await fingerprint(w.source)).toEqual(sources);
  });

  it('previews the links below one folder only, and refuses a folder outside the library', async () => {
    const untouched = await tree(w.library);
    await setting('RENAME_TAGS', 'Resolution,ReleaseGroup');
    const whole = await preview();
    expect(whole.changes.some((c) => !c.from.startsWith('Movies/'))).toBe(true);
    const movies = await preview({ path: 'Movies' });
    expect(movies.changes.length).toBeGreaterThan(0);
    expect(movies.changes.map((c) => c.from)).toEqual(
      whole.changes.map((c) => c.from).filter((from) => from.startsWith('Movies/')),
    );
    // A folder outside the library, however given, is an error status before any line is sent.
    await symlink(path.dirname(w.source), path.join(w.library, 'Escape'));
    try {
      for (const folder of ['../', '/etc', 'Movies/../../', 'Escape']) {
        const res = await w.server.request('/api/reorganise/preview', jsonInit({ path: folder }, w.token));
        expect(res.status, folder).toBe(403);
        expect(res.headers.get('content-type'), folder).toContain('application/json');
      }
    } finally {
      await unlink(path.join(w.library, 'Escape'));
      await setting('RENAME_TAGS', 'Resolution');
    }
    expect(await tree(w.library)).toEqual(untouched);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const none = await w.server.request('/api/reorganise/apply', jsonInit({ previewId: 999999 }, w.token));
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe('No preview 999999');
    for (const body of [{ previewId: 'x' }, { previewId: -1 }, {}, { previewId: 1, extra: true }]) {
      const res = await w.server.request('/api/reorganise/apply', jsonInit(body, w.token));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const scope = await w.server.request('/api/reorganise/preview', jsonInit({ tmdbId: 603 }, w.token));
    expect(scope.status).toBe(400);
    const undo = await w.server.request('/api/reorganise/undo/..%2F1', jsonInit({}, w.token));
    expect(undo.status).toBe(400);
    const anonymous = await w.server.request('/api/reorganise/preview', jsonInit({}));
    expect(anonymous.status).toBe(401);
  });

  it('lets previews go beyond the two newest before one being made, and says so when one is applied', async () => {
    const first = await preview();
    for (let i = 0; i < 3; i++) await preview();
    const res = await w.server.request(
      '/api/reorganise/apply',
      jsonInit({ previewId: first.summary.previewId }, w.token),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      `Preview ${first.summary.previewId} can't be applied (A newer preview replaced it); preview again`,
    );
  });
});
