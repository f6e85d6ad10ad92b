import { mkdir, readlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileOperationsResponse, LiveEvent, SourceFilesResponse } from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readProcessingStream, structuredOf } from '../../test/support/processing-stream.js';
import { jsonInit } from '../../test/support/start-test-server.js';
import { operationsWorld, type OperationsWorld } from '../../test/worlds/operations-test-world.js';
import { FolderOverridesRepository } from '../db/repositories/folder-overrides.repository.js';

/**
 * The review queue end to end on the server: a file the organiser abstained on is listed with the
 * candidates it weighed, a person's pick goes through the processing stream like any other, and
 * the pick sticks to the title's folder so its next file follows it.
 */
describe('the review queue', () => {
  let w: OperationsWorld;
  let events: LiveEvent[];
  beforeEach(async () => {
    w = await operationsWorld();
    events = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));
  });
  afterEach(() => w.dispose());

  const FOLDER = 'Dune Films';
  const film = (name: string) => path.join(w.source, FOLDER, name);

  async function addFilm(name: string): Promise<void> {
    await mkdir(path.join(w.source, FOLDER), { recursive: true });
    await writeFile(film(name), 'film');
    await truncate(film(name), 700 * 1024 * 1024);
  }

  async function failedEntries(): Promise<FileOperationsResponse> {
    const res = await w.get('/api/file-operations?status=failed');
    expect(res.status).toBe(200);
    return (await res.json()) as FileOperationsResponse;
  }

  async function needsReview(): Promise<number> {
    const stats = (await (await w.get('/api/stats')).json()) as { needsReview: number };
    return stats.needsReview;
  }

  function pick(sourcePath: string, tmdbId: number, rememberChoice: boolean) {
    return w.server.request(
      '/api/python-bridge',
      jsonInit(
        {
          sourcePath,
          disableMonitor: true,
          selectedOption: 'force-movie',
          selectedIds: { tmdb: String(tmdbId) },
          autoSelect: true,
          rememberChoice,
        },
        w.token,
      ),
    );
  }

  it('lists an abstained file with its candidates, links the one picked and remembers it for the folder', async () => {
    expect(await needsReview()).toBe(1); // Dune.mkv at the source root
    await addFilm('Dune.mkv');
    await w.server.ctx.organiserService.runScan();
    expect(await needsReview()).toBe(2);

    const entry = (await failedEntries()).operations.find((o) => o.filePath === film('Dune.mkv'));
    expect(entry?.reason).toEqual(expect.any(String));
    // The Source tab tells a file left for review from one that failed.
    const sources = (await (await w.get('/api/database/source-files?limit=100')).json()) as SourceFilesResponse;
    expect(sources.files.find((f) => f.filePath === film('Dune.mkv'))).toMatchObject({
      processingStatus: 'failed',
      needsReview: true,
    });
    const reviewUpdate = events.find(
      (e) => e.type === 'source_file_updated' && (e.data as { file_path: string }).file_path === film('Dune.mkv'),
    );
    expect(reviewUpdate?.data).toMatchObject({ processing_status: 'failed', needs_review: true });
    const choice = entry?.candidates?.find((c) => c.year === 2021);
    expect(choice).toMatchObject({ tmdbId: 438631, title: 'Dune', mediaType: 'movie' });

    const lines = await readProcessingStream(await pick(film('Dune.mkv'), 438631, true), () => undefined);
    expect(structuredOf(lines, 'result')[0]?.data).toMatchObject({ status: 'linked', tmdbId: 438631 });
    expect(lines.at(-1)).toEqual({ done: true });

    const created = events
      .filter((e) => e.type === 'file_operation_update')
      .map((e) => e.data as Record<string, unknown>)
      .find((d) => d.filePath === film('Dune.mkv') && d.status === 'created');
    expect(created).toMatchObject({ fileName: 'Dune.mkv', type: 'movie', tmdbId: '438631', operation: 'process' });
    expect(new Date(String(created?.timestamp)).toISOString()).toBe(created?.timestamp);
    expect(String(created?.destinationPath)).toContain(path.join('Movies', 'Dune (2021)'));
    expect(await readlink(String(created?.destinationPath))).toBe(film('Dune.mkv'));

    expect((await failedEntries()).operations.some((o) => o.filePath === film('Dune.mkv'))).toBe(false);
    expect(await needsReview()).toBe(1);
    const overrides = new FolderOverridesRepository(w.server.ctx.database).all();
    expect(overrides).toEqual([
      expect.objectContaining({ source_folder: path.join(w.source, FOLDER), tmdb_id: 438631, media_type: 'movie' }),
    ]);

    // The folder's next file follows the pick instead of abstaining again.
    await addFilm('Dune.Extended.Cut.mkv');
    await w.server.ctx.organiserService.runScan();
    const linked = events
      .filter((e) => e.type === 'symlink_created')
      .map((e) => e.data as { source_file?: string; tmdb_id: unknown });
    expect(linked.find((d) => d.source_file === film('Dune.Extended.Cut.mkv'))?.tmdb_id).toBe(438631);
  });

  it('keeps the candidates of a file in review through a skip and its restore, so it can still be picked', async () => {
    const dune = path.join(w.source, 'Dune.mkv');
    const weighed = (await failedEntries()).operations.find((o) => o.filePath === dune)?.candidates;
    expect(weighed?.length).toBeGreaterThan(0);

    const skip = await w.server.request(
      '/api/python-bridge',
      jsonInit({ sourcePath: dune, disableMonitor: true, selectedOption: 'skip' }, w.token),
    );
    expect(structuredOf(await readProcessingStream(skip, () => undefined), 'result')[0]?.data).toMatchObject({
      status: 'skipped',
    });
    expect(await needsReview()).toBe(0);
    const skipped = (await (await w.get('/api/file-operations?status=skipped')).json()) as FileOperationsResponse;
    // Still offered for a pick from the Skipped tab.
    expect(skipped.operations.find((o) => o.filePath === dune)?.candidates).toEqual(weighed);

    const restored = await w.server.request('/api/restore-symlinks', jsonInit({ paths: [dune] }, w.token));
    expect(await restored.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await needsReview()).toBe(1);
    expect((await failedEntries()).operations.find((o) => o.filePath === dune)?.candidates).toEqual(weighed);

    const picked = await readProcessingStream(await pick(dune, 438631, false), () => undefined);
    expect(structuredOf(picked, 'result')[0]?.data).toMatchObject({ status: 'linked', tmdbId: 438631 });
  });

  it('leaves a file in review as it was when the person stops at a question (closes Search TMDB)', async () => {
    const dune = path.join(w.source, 'Dune.mkv');
    const before = (await failedEntries()).operations.find((o) => o.filePath === dune);
    expect(before?.candidates?.length).toBeGreaterThan(0);

    const asked = await w.server.request(
      '/api/python-bridge',
      jsonInit({ sourcePath: dune, disableMonitor: true }, w.token),
    );
    let prompts = 0;
    const lines = await readProcessingStream(asked, async (_prompt, _seen, sessionId) => {
      prompts += 1;
      const stop = await w.server.request('/api/python-bridge/terminate', jsonInit({ sessionId }, w.token));
      expect(stop.status).toBe(200);
    });
    expect(prompts).toBe(1);
    expect(lines.at(-1)).toMatchObject({ error: 'Processing was stopped', done: true });

    const after = (await failedEntries()).operations.find((o) => o.filePath === dune);
    expect(after?.reason).toBe(before?.reason);
    expect(after?.candidates).toEqual(before?.candidates);
    expect(await needsReview()).toBe(1);
  });

  it('remembers nothing without rememberChoice, nor for a file at a source root', async () => {
    await addFilm('Dune.mkv');
    await w.server.ctx.organiserService.runScan();
    await readProcessingStream(await pick(film('Dune.mkv'), 438631, false), () => undefined);
    const root = await readProcessingStream(await pick(path.join(w.source, 'Dune.mkv'), 841, true), () => undefined);
    expect(structuredOf(root, 'result')[0]?.data).toMatchObject({ status: 'linked', tmdbId: 841 });
    expect(new FolderOverridesRepository(w.server.ctx.database).all()).toEqual([]);
    expect(await needsReview()).toBe(0);
  });
});
