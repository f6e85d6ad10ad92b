import { lstat, mkdir, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileOperationItem, FileOperationsResponse, LiveEvent } from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { readProcessingStream, structuredOf } from '../../test/support/processing-stream.js';
import { jsonInit } from '../../test/support/start-test-server.js';
import { FileOperationsRepository } from '../db/repositories/file-operations.repository.js';
import { FolderOverridesRepository } from '../db/repositories/folder-overrides.repository.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

/**
 * The review queue used fast (issue 29): a file left between two namesakes is listed with what
 * tells them apart and a reason a person reads; a pick can be undone, and the undo puts the file
 * back in review with its candidates, its link gone and the folder's remembered choice forgotten.
 */
describe('undoing a review pick', () => {
  let w: OrganisedServer;
  let events: LiveEvent[];
  const OFFICE = 'The Office';
  const episode = () => path.join(w.source, OFFICE, 'The.Office.S01E01.720p.HDTV.x264-GRP.mkv');

  beforeEach(async () => {
    w = await startOrganisedServer({
      prefix: 'review-undo-',
      writeSources: async (source) => {
        await mkdir(path.join(source, OFFICE), { recursive: true });
        await writeFile(path.join(source, OFFICE, 'The.Office.S01E01.720p.HDTV.x264-GRP.mkv'), 'episode');
      },
    });
    events = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));
  });
  afterEach(() => w.dispose());

  const get = (p: string) => w.server.request(p, { token: w.token });

  async function failedEntry(): Promise<FileOperationItem | undefined> {
    const res = await get('/api/file-operations?status=failed');
    expect(res.status).toBe(200);
    return ((await res.json()) as FileOperationsResponse).operations.find((o) => o.filePath === episode());
  }

  function pick(tmdbId: number) {
    return w.server.request(
      '/api/python-bridge',
      jsonInit(
        {
          sourcePath: episode(),
          disableMonitor: true,
          selectedOption: 'force-show',
          selectedIds: { tmdb: String(tmdbId) },
          autoSelect: true,
          rememberChoice: true,
        },
        w.token,
      ),
    );
  }

  it('lists namesakes with what tells them apart and says why in a sentence without ids', async () => {
    const entry = await failedEntry();
    expect(entry?.reason).toBe('Two shows called The Office (2005 US, 2001 UK) fit equally');
    const us = entry?.candidates?.find((c) => c.tmdbId === 2316);
    const uk = entry?.candidates?.find((c) => c.tmdbId === 2996);
    expect(us).toMatchObject({ originCountries: ['US'], networks: ['NBC'], releaseDate: '2005-03-24' });
    expect(us?.overview).toMatch(/Scranton/);
    expect(uk).toMatchObject({ originCountries: ['GB'], networks: ['BBC Two'], releaseDate: '2001-07-09' });
    expect(uk?.overview).toMatch(/Slough/);
  });

  it('puts the file back in review with its candidates, takes the link down and forgets the folder choice', async () => {
    const before = await failedEntry();
    expect(before?.candidates?.length).toBeGreaterThan(1);

    const lines = await readProcessingStream(await pick(2316), () => undefined);
    const linked = structuredOf(lines, 'result')[0]?.data as { status: string; destinationPath: string };
    expect(linked.status).toBe('linked');
    expect(await readlink(linked.destinationPath)).toBe(episode());
    const folderChoice = structuredOf(lines, 'folder_choice')[0]?.data as { folder: string; remembered: boolean };
    expect(folderChoice.remembered).toBe(true);
    expect(await failedEntry()).toBeUndefined();

    events.length = 0;
    const res = await w.server.request(
      '/api/file-operations/undo-pick',
      jsonInit({ sourcePath: episode(), folder: folderChoice.folder }, w.token),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      sourcePath: episode(),
      status: 'failed',
      reason: before?.reason,
      folderChoiceForgotten: true,
    });

    // Back in review, as it was: the same reason and candidates, and no link left.
    const after = await failedEntry();
    expect(after?.reason).toBe(before?.reason);
    expect(after?.candidates).toEqual(before?.candidates);
    expect(await lstat(linked.destinationPath).catch(() => null)).toBeNull();
    const record = new ProcessedFilesRepository(w.server.ctx.database).bySource(episode());
    expect(record).toMatchObject({ status: 'review', destination_path: null });
    expect(new FolderOverridesRepository(w.server.ctx.database).all()).toEqual([]);
    const stats = (await (await get('/api/stats')).json()) as { needsReview: number };
    expect(stats.needsReview).toBe(1);
    expect(events.map((e) => e.type)).toContain('stats_changed');
    expect(
      events.some(
        (e) =>
          e.type === 'file_operation_update' &&
          (e.data as { filePath?: string; status?: string }).filePath === episode() &&
          (e.data as { status?: string }).status === 'failed',
      ),
    ).toBe(true);

    // The undo is a removal like any other: a restore of the file brings the link back.
    const restored = await w.server.request('/api/restore-symlinks', jsonInit({ paths: [episode()] }, w.token));
    expect(await restored.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await readlink(linked.destinationPath)).toBe(episode());
  });

  it('refuses an undo when there is no pick to undo', async () => {
    const res = await w.server.request('/api/file-operations/undo-pick', jsonInit({ sourcePath: episode() }, w.token));
    expect(res.status).toBe(409);
    expect(await failedEntry()).toBeDefined();
  });

  it('reads a reason stored by an older version in today’s words and completes its candidates’ facts', async () => {
    const database = w.server.ctx.database;
    const oldReason =
      '"The Office" (2005, show 2316) and "The Office" (2001, show 2996) fit the name almost equally ' +
      '(0.93 and 0.93); a year or a choice is needed';
    const oldCandidates = JSON.stringify([
      { tmdbId: 2316, mediaType: 'tv', title: 'The Office', year: 2005, posterPath: null, score: 0.93 },
      { tmdbId: 2996, mediaType: 'tv', title: 'The Office', year: 2001, posterPath: null, score: 0.93 },
    ]);
    const records = new ProcessedFilesRepository(database);
    database.transaction(() => {
      records.upsertUnlinked(
        {
          source_path: episode(),
          status: 'review',
          media_type: 'tv',
          candidates: oldCandidates,
          reason: oldReason,
          file_size: 7,
        },
        1,
      );
      new FileOperationsRepository(database).log(
        {
          sourcePath: episode(),
          destinationPath: null,
          status: 'failed',
          operation: 'process',
          mediaType: 'tv',
          tmdbId: null,
          seasonNumber: null,
          reason: oldReason,
        },
        2,
      );
    });

    const entry = await failedEntry();
    expect(entry?.reason).toBe('Two shows called The Office (2005, 2001) fit equally');
    expect(entry?.candidates?.find((c) => c.tmdbId === 2996)).toMatchObject({
      originCountries: ['GB'],
      networks: ['BBC Two'],
      releaseDate: '2001-07-09',
    });
    // Completed once: the record now carries the facts.
    const stored = JSON.parse(records.bySource(episode())?.candidates ?? '[]') as { networks?: string[] }[];
    expect(stored.map((c) => c.networks)).toEqual([['NBC'], ['BBC Two']]);
  });
});
