import { mkdir, readlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  FileOperationItem,
  FileOperationsResponse,
  FolderChoiceEligibility,
  FolderChoicesResponse,
  ProcessingLine,
} from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readProcessingStream, structuredOf } from '../../test/support/processing-stream.js';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';
import { jsonInit } from '../../test/support/start-test-server.js';

const FIGHT_CLUB = 550;
const GLADIATOR = 98;
const BREAKING_BAD = 1396;

const DOWNLOADS = 'Downloads';
const TITLE_FOLDER = 'Fight Club (1999)';
const FIRST_VERSION = 'Fight.Club.1999.1080p.BluRay.x264-GRP.mkv';

/**
 * Promise 12 through the real server: a pick remembered for a folder sticks only where the folder is
 * evidently the title's. A downloads folder never keeps one (nor follows one an older version kept),
 * a title's own folder does, and remembered choices can be listed and removed.
 */
describe('remembered choices', () => {
  let w: OrganisedServer;
  beforeEach(async () => {
    w = await startOrganisedServer({
      prefix: 'folder-choices-',
      writeSources: (source) => addFile(source, DOWNLOADS, 'movie.mkv'),
    });
  });
  afterEach(() => w.dispose());

  const source = (...parts: string[]) => path.join(w.source, ...parts);

  /** A feature-sized (sparse) file, so the organiser takes it for a feature, not an extra. */
  async function addFile(root: string, folder: string, name: string): Promise<void> {
    const file = path.join(root, folder, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, name);
    await truncate(file, 700 * 1024 * 1024);
  }

  function process(body: Record<string, unknown>): Promise<ProcessingLine[]> {
    return w.server
      .request('/api/python-bridge', jsonInit({ disableMonitor: true, ...body }, w.token))
      .then((res) => readProcessingStream(res, () => undefined));
  }

  /** The review queue's pick: a movie forced by its TMDB id, remembered for its folder if it may be. */
  const pick = (sourcePath: string, tmdbId: number) =>
    process({
      sourcePath,
      selectedOption: 'force-movie',
      selectedIds: { tmdb: String(tmdbId) },
      autoSelect: true,
      rememberChoice: true,
    });

  /** A rescan as the dialog's bulk auto-process asks for it. */
  const rescan = () => process({ sourcePath: '', bulkAutoProcess: true });

  /**
   * A second version in the title's folder while a search finds nothing, so only a remembered
   * choice can file it; its record after the rescan.
   */
  async function secondVersionWithoutSearch(): Promise<FileOperationItem | undefined> {
    w.tmdb.setKnobs({
      reshape: (route, body) =>
        route.startsWith('/search') ? { page: 1, results: [], total_pages: 0, total_results: 0 } : body,
    });
    const second = 'Fight.Club.1999.2160p.UHD.BluRay.x265-GRP.mkv';
    await addFile(w.source, TITLE_FOLDER, second);
    await rescan();
    return entry(source(TITLE_FOLDER, second));
  }

  async function entry(sourcePath: string): Promise<FileOperationItem | undefined> {
    const res = await w.server.request('/api/file-operations?limit=100', { token: w.token });
    expect(res.status).toBe(200);
    return ((await res.json()) as FileOperationsResponse).operations.find((o) => o.filePath === sourcePath);
  }

  async function listed(): Promise<FolderChoicesResponse> {
    const res = await w.server.request('/api/folder-choices', { token: w.token });
    expect(res.status).toBe(200);
    return (await res.json()) as FolderChoicesResponse;
  }

  function eligibility(sourcePath: string, titles: { tmdbId: number; mediaType: 'movie' | 'tv' }[]) {
    return w.server.request('/api/folder-choices/eligibility', jsonInit({ sourcePath, titles }, w.token));
  }

  it('keeps a pick in a downloads folder to its one file: later files there are matched on their own', async () => {
    const picked = await pick(source(DOWNLOADS, 'movie.mkv'), FIGHT_CLUB);
    expect(structuredOf(picked, 'result')[0]?.data).toMatchObject({ status: 'linked', tmdbId: FIGHT_CLUB });
    const [said] = structuredOf(picked, 'folder_choice');
    expect(said?.data).toMatchObject({
      sourcePath: source(DOWNLOADS, 'movie.mkv'),
      folder: source(DOWNLOADS),
      folderLabel: 'Downloads/',
      remembered: false,
    });
    expect(String(said?.data.reason)).toContain('Downloads/');
    expect(picked.some((l) => l.output?.startsWith('Choice not remembered for Downloads/'))).toBe(true);
    expect((await listed()).choices).toEqual([]);

    await addFile(w.source, DOWNLOADS, 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv');
    await addFile(w.source, DOWNLOADS, 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP.mkv');
    await addFile(w.source, DOWNLOADS, 'holiday_clip_final.mp4');
    const searchesBefore = w.tmdb.calls('/search');
    await rescan();

    expect(await entry(source(DOWNLOADS, 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv'))).toMatchObject({
      status: 'created',
      type: 'movie',
      tmdbId: GLADIATOR,
    });
    expect(await entry(source(DOWNLOADS, 'Breaking.Bad.S01E02.720p.HDTV.x264-GRP.mkv'))).toMatchObject({
      status: 'created',
      type: 'tv',
      tmdbId: BREAKING_BAD,
    });
    const junk = await entry(source(DOWNLOADS, 'holiday_clip_final.mp4'));
    expect(junk?.status).toBe('failed');
    expect(junk?.tmdbId).toBeNull();
    // Each was looked up on its own.
    expect(w.tmdb.calls('/search')).toBeGreaterThan(searchesBefore);
  });

  it('does not follow a choice an older version kept for a downloads folder', async () => {
    // What versions before promise 12 wrote for every pick, whatever the folder: kept unjudged,
    // through the process's one set of choices so the organiser's snapshot sees it at once.
    w.server.ctx.folderOverrides.record(source(DOWNLOADS), FIGHT_CLUB, 'movie');
    await addFile(w.source, DOWNLOADS, 'holiday_clip_final.mp4');
    await addFile(w.source, DOWNLOADS, 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv');
    await rescan();

    const junk = await entry(source(DOWNLOADS, 'holiday_clip_final.mp4'));
    expect(junk?.status).toBe('failed');
    expect(junk?.tmdbId).toBeNull();
    expect(await entry(source(DOWNLOADS, 'Gladiator.2000.1080p.BluRay.x264-GRP.mkv'))).toMatchObject({
      status: 'created',
      tmdbId: GLADIATOR,
    });
    // The list shows it, and why the organiser does not follow it.
    const [kept] = (await listed()).choices;
    expect(kept).toMatchObject({
      folder: source(DOWNLOADS),
      folderLabel: 'Downloads/',
      tmdbId: FIGHT_CLUB,
      mediaType: 'movie',
      title: 'Fight Club',
      year: 1999,
      applies: false,
    });
    expect(kept?.reason).toContain('several titles');
  });

  it('remembers a pick for the title’s own folder and applies it to another version there', async () => {
    await addFile(w.source, TITLE_FOLDER, FIRST_VERSION);
    const picked = await pick(source(TITLE_FOLDER, FIRST_VERSION), FIGHT_CLUB);
    expect(structuredOf(picked, 'folder_choice')[0]?.data).toEqual({
      sourcePath: source(TITLE_FOLDER, FIRST_VERSION),
      folder: source(TITLE_FOLDER),
      folderLabel: 'Fight Club (1999)/',
      remembered: true,
      reason: null,
    });
    expect(picked.some((l) => l.output === 'Choice remembered for the other files of Fight Club (1999)/')).toBe(true);
    expect((await listed()).choices).toEqual([
      expect.objectContaining({
        folder: source(TITLE_FOLDER),
        tmdbId: FIGHT_CLUB,
        title: 'Fight Club',
        applies: true,
        reason: null,
      }),
    ]);

    // The next version can only be filed by the remembered choice.
    expect(await secondVersionWithoutSearch()).toMatchObject({ status: 'created', tmdbId: FIGHT_CLUB });
  });

  it('keeps a dialog pick for the folder unless the person unticked it', async () => {
    await addFile(w.source, 'Dune Films', 'Dune.mkv');
    /** The dialog run: it asks, and the person picks Dune (2021) by its number. */
    const choose = (rememberChoice: boolean | undefined) =>
      w.server
        .request(
          '/api/python-bridge',
          jsonInit({ sourcePath: source('Dune Films', 'Dune.mkv'), disableMonitor: true }, w.token),
        )
        .then((res) =>
          readProcessingStream(res, async (prompt, seen, sessionId) => {
            expect(prompt.data.kind).toBe('choice');
            const [results] = structuredOf(seen, 'search_results');
            expect(results?.data.sourcePath).toBe(source('Dune Films', 'Dune.mkv'));
            const options = results?.data.options as { number: number; tmdbId: number }[];
            const number = options.find((o) => o.tmdbId === 438631)?.number;
            const body = {
              input: `${number}\n`,
              sessionId,
              ...(rememberChoice === undefined ? {} : { rememberChoice }),
            };
            expect((await w.server.request('/api/python-bridge/input', jsonInit(body, w.token))).status).toBe(200);
          }),
        );

    const unticked = await choose(false);
    expect(structuredOf(unticked, 'result')[0]?.data).toMatchObject({ status: 'linked', tmdbId: 438631 });
    expect(structuredOf(unticked, 'folder_choice')).toEqual([]);
    expect((await listed()).choices).toEqual([]);

    const ticked = await choose(undefined);
    expect(structuredOf(ticked, 'folder_choice')[0]?.data).toMatchObject({
      folderLabel: 'Dune Films/',
      remembered: true,
    });
    expect((await listed()).choices).toEqual([
      expect.objectContaining({ folder: source('Dune Films'), tmdbId: 438631 }),
    ]);
  });

  it('says before a pick which folder it would be kept for, and when it can’t be', async () => {
    await addFile(w.source, TITLE_FOLDER, FIRST_VERSION);
    const inTitleFolder = await eligibility(source(TITLE_FOLDER, FIRST_VERSION), [
      { tmdbId: FIGHT_CLUB, mediaType: 'movie' },
      { tmdbId: GLADIATOR, mediaType: 'movie' },
    ]);
    expect(inTitleFolder.status).toBe(200);
    const titleFolder = (await inTitleFolder.json()) as FolderChoiceEligibility;
    expect(titleFolder).toMatchObject({ folder: source(TITLE_FOLDER), folderLabel: 'Fight Club (1999)/' });
    expect(titleFolder.verdicts).toEqual([
      { tmdbId: FIGHT_CLUB, mediaType: 'movie', eligible: true, reason: null },
      { tmdbId: GLADIATOR, mediaType: 'movie', eligible: false, reason: expect.stringContaining('Gladiator') },
    ]);

    const downloads = (await (
      await eligibility(source(DOWNLOADS, 'movie.mkv'), [{ tmdbId: FIGHT_CLUB, mediaType: 'movie' }])
    ).json()) as FolderChoiceEligibility;
    expect(downloads).toMatchObject({ folderLabel: 'Downloads/', verdicts: [{ eligible: false }] });
    expect(downloads.verdicts[0]?.reason).toBe('neither Downloads/ nor its files are named for Fight Club (1999)');

    await addFile(w.source, '', 'Fight.Club.1999.720p.mkv');
    const atRoot = (await (
      await eligibility(source('Fight.Club.1999.720p.mkv'), [{ tmdbId: FIGHT_CLUB, mediaType: 'movie' }])
    ).json()) as FolderChoiceEligibility;
    expect(atRoot.verdicts[0]).toMatchObject({ eligible: false, reason: expect.stringContaining('a source folder') });

    const outside = await eligibility(path.join(w.library, 'x.mkv'), [{ tmdbId: FIGHT_CLUB, mediaType: 'movie' }]);
    expect(outside.status).toBe(403);
    const malformed = await eligibility(source(DOWNLOADS, 'movie.mkv'), []);
    expect(malformed.status).toBe(400);
  });

  it('lists and removes remembered choices, leaving their links', async () => {
    await addFile(w.source, TITLE_FOLDER, FIRST_VERSION);
    const picked = await pick(source(TITLE_FOLDER, FIRST_VERSION), FIGHT_CLUB);
    const link = String(structuredOf(picked, 'result')[0]?.data.destinationPath);
    expect((await listed()).choices).toHaveLength(1);

    const remove = (folder: unknown, token = w.token) =>
      w.server.request('/api/folder-choices', jsonInit({ folder }, token, 'DELETE'));
    expect((await remove(source(TITLE_FOLDER), '')).status).toBe(401);
    const removed = await remove(`${source(TITLE_FOLDER)}/`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true, folder: source(TITLE_FOLDER) });
    expect((await listed()).choices).toEqual([]);
    expect(await readlink(link)).toBe(source(TITLE_FOLDER, FIRST_VERSION));
    // The organiser shares the routes' choices: its next file there no longer follows the removed one.
    expect((await secondVersionWithoutSearch())?.tmdbId).toBeNull();

    expect((await remove(source(TITLE_FOLDER))).status).toBe(404);
    expect((await remove('')).status).toBe(400);
    expect((await w.server.request('/api/folder-choices')).status).toBe(401);
  });
});
