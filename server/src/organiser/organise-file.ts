import path from 'node:path';
import type { ConfigStore } from '../config/config-store.js';
import { Removal, type TrashRepository } from '../db/repositories/trash.repository.js';
import type { ProcessedFile } from '../db/schema.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { classifyFile, type FileKind } from './classify/classify-file.js';
import type { ClassifySettings } from '../config/classify-settings.js';
import type { LayoutSettings } from '../config/layout-settings.js';
import { planDestination } from './layout/destination.js';
import { placeLink } from './link/place-link.js';
import { pruneEmptyFolders } from './link/broken-link-sweep.js';
import { removeOwnLink, removeRecordedLink } from './link/remove-own-link.js';
import type { FolderChoiceOutcome } from '@cinesync/common';
import type { MatchOutcome, MediaType } from './match-types.js';
import { choiceFolder, folderLabel } from './match/choice-folder.js';
import type { Matcher, MatchForce, MatchRequest } from './match/matcher.js';
import type { MediaInfo } from './naming/media-info.js';
import type { ParsedRelease } from './parse/parsed-release.js';
import { parseRelease, type ParseOptions } from './parse/parse-release.js';
import type { OrganiserRecords } from './records/organiser-records.js';
import type { OrganiseOptions, OrganiseResult, SourceFileRef } from './organise-types.js';
import type { LibraryGuard } from './library-guard.js';

/** Everything one organising run needs; settings are read from the configuration once per run. */
export interface OrganiseContext {
  config: ConfigStore;
  records: OrganiserRecords;
  /** Where removals of links are written, so they can be restored. */
  ledger: TrashRepository;
  /** The run's removal: what its skips take away is restored together. */
  removal: Removal;
  matcher: Matcher;
  bus: EventBus;
  log: Logger;
  libraryRoot: string;
  /** The library folder judged again as the run goes on (see `LibraryGuard`). */
  library: LibraryGuard;
  classify: ClassifySettings;
  layout: LayoutSettings;
  relativeLinks: boolean;
  skipExtras: boolean;
  /** Stream details of a file (ffprobe), when MEDIAINFO_PARSER asks for them. */
  probe?: (file: string) => Promise<MediaInfo | null>;
  now: () => number;
  /** Library folders this run made and checked (see `placeLink`). */
  checkedDirs: Set<string>;
  /** The run's clock for parsing and the folder names it has read (`ParseOptions.folderReadings`). */
  parsing: Required<Pick<ParseOptions, 'now' | 'folderReadings'>>;
  /**
   * A scan's run: decisions join a group commit and are announced when it commits, without the
   * file waiting for it; `decisionFailed` hears of one whose write failed after the file was done.
   */
  batchRecords: boolean;
  decisionFailed: (file: SourceFileRef, err: unknown) => void;
  /** Set once a record could not be written because the store can't take writes: the run links nothing more. */
  unwritableStore: string | undefined;
}

/**
 * One source file through the whole flow: parse with its folders, classify, match, lay out, link,
 * record, publish. Abstaining, provider trouble and skips are outcomes, not errors.
 */
export async function organiseFile(
  ctx: OrganiseContext,
  file: SourceFileRef,
  options: OrganiseOptions = {},
): Promise<OrganiseResult> {
  const existing = ctx.records.bySource(file.path);
  if (options.skip) return organiseSkipped(ctx, file, 'Skipped by a person', options, existing);

  const relative = path.relative(file.root, file.path);
  const parsed = parseRelease(relative, ctx.parsing);
  const { kind, skipReason } = decideKind(ctx, file, relative, parsed, options);
  if (skipReason || parsed === null) {
    return organiseSkipped(ctx, file, skipReason ?? 'No title could be read from the name', options);
  }
  options.interaction?.say(
    `Analysing ${path.basename(file.path)}: ${parsed.title || '(no title)'}${parsed.year ? ` (${parsed.year})` : ''}, ${kind}`,
  );

  const { outcome, folderChoice } = await matchWithPeople(ctx, file, parsed, kind, options);
  const result =
    outcome.status !== 'matched'
      ? await organiseUnlinked(ctx, file, kind, outcome, options)
      : await organiseLinked(ctx, { file, existing, parsed, kind, match: outcome }, options);
  return folderChoice ? { ...result, folderChoice } : result;
}

/** What the file is taken for (a person's word first), and why it is skipped when it is. */
function decideKind(
  ctx: OrganiseContext,
  file: SourceFileRef,
  relative: string,
  parsed: ParsedRelease | null,
  options: OrganiseOptions,
): { kind: FileKind; skipReason: string | null } {
  const classification = classifyFile(relative, file.size, parsed, ctx.classify);
  let kind: FileKind = options.forceExtra ? 'extra' : classification.kind;
  // A person saying "this is a show/movie" outranks the extra and sample guesses, not "not a video".
  if (options.forceType && kind !== 'skip') kind = options.forceType === 'tv' ? 'episode' : 'movie';
  const skipReason =
    kind === 'skip'
      ? classification.reason
      : kind === 'sample'
        ? 'Sample file'
        : kind === 'extra' && ctx.skipExtras && !options.forceExtra
          ? `Extra skipped (SKIP_EXTRAS_FOLDER): ${classification.reason}`
          : null;
  return { kind, skipReason };
}

type Unmatched = Exclude<MatchOutcome, { status: 'matched' }>;
type Matched = Extract<MatchOutcome, { status: 'matched' }>;

/** The outcome of one file, every field not given empty. */
function resultFor(
  file: SourceFileRef,
  fields: Partial<OrganiseResult> & Pick<OrganiseResult, 'status'>,
): OrganiseResult {
  return {
    sourcePath: file.path,
    mediaType: null,
    tmdbId: null,
    season: null,
    episodes: [],
    destinationPath: null,
    reason: null,
    ...fields,
  };
}

function mediaTypeOf(kind: FileKind): 'tv' | 'movie' | null {
  return kind === 'episode' ? 'tv' : kind === 'movie' ? 'movie' : null;
}

/**
 * The skip path: the file is recorded as skipped. A person's skip (`existing` given) also takes
 * down the file's link, so that link and record can both be restored; a file skipped for what it is
 * (not a video, a sample, an unreadable name) is only recorded. A person's skip of a file waiting
 * for review keeps its candidates on the skipped record (it can be picked later) and its record as
 * it was in the ledger (a restore puts it back in review).
 */
async function organiseSkipped(
  ctx: OrganiseContext,
  file: SourceFileRef,
  reason: string,
  options: OrganiseOptions,
  existing?: ProcessedFile,
): Promise<OrganiseResult> {
  if (!options.dryRun) {
    if (existing?.status === 'linked' && existing.destination_path) {
      // The link goes, the record stays as skipped, and both can be restored.
      await removeRecordedLink(ctx.ledger, ctx.libraryRoot, existing, { records: 'skip', reason }, ctx.removal);
      publishOperation(ctx, file.path, existing.destination_path, 'skipped', reason);
      publishSourceUpdate(ctx, file.path, 'skipped', null, null);
    } else if (existing && existing.status !== 'linked' && existing.status !== 'skipped') {
      ctx.ledger.recordRemoval(
        { originalPath: file.path, trashPath: '', kind: 'record', linkTarget: null },
        [existing],
        { records: 'skip', reason },
        ctx.removal,
      );
      publishOperation(ctx, file.path, null, 'skipped', reason);
      publishSourceUpdate(ctx, file.path, 'skipped', null, null);
    } else {
      const committed = ctx.records.recordUnlinked(
        { sourcePath: file.path, status: 'skipped', reason, fileSize: file.size },
        { batched: ctx.batchRecords },
      );
      await afterCommit(ctx, file, committed, () => {
        publishOperation(ctx, file.path, null, 'skipped', reason);
        publishSourceUpdate(ctx, file.path, 'skipped', null, null);
      });
    }
  }
  return resultFor(file, { status: 'skipped', reason });
}

/** The unlinked path: no title was settled (review, failed, pending); the file is recorded with why. */
async function organiseUnlinked(
  ctx: OrganiseContext,
  file: SourceFileRef,
  kind: FileKind,
  outcome: Unmatched,
  options: OrganiseOptions,
): Promise<OrganiseResult> {
  const { status, reason } = outcome;
  if (!options.dryRun) {
    const committed = ctx.records.recordUnlinked(
      {
        sourcePath: file.path,
        status,
        reason,
        fileSize: file.size,
        mediaType: mediaTypeOf(kind),
        candidates: outcome.status === 'review' ? outcome.candidates : undefined,
      },
      { batched: ctx.batchRecords },
    );
    await afterCommit(ctx, file, committed, () => {
      if (status !== 'pending') {
        publishOperation(ctx, file.path, null, status === 'review' ? 'failed' : status, reason, {
          type: mediaTypeOf(kind) ?? 'other',
        });
      }
      publishSourceUpdate(
        ctx,
        file.path,
        status === 'pending' ? 'unprocessed' : status === 'review' ? 'failed' : status,
        null,
        null,
        status === 'review',
      );
    });
  }
  return resultFor(file, { status, reason, mediaType: mediaTypeOf(kind) });
}

/** What the linked path works from: the file, its record so far, its parse and its match. */
interface LinkJob {
  file: SourceFileRef;
  existing: ProcessedFile | undefined;
  parsed: ParsedRelease;
  kind: FileKind;
  match: Matched;
}

/**
 * The linked path: lay the file out, place its link (moving an older one of its own), record and
 * announce it. Re-placing a link that is already right is `unchanged` and announces nothing.
 */
async function organiseLinked(ctx: OrganiseContext, job: LinkJob, options: OrganiseOptions): Promise<OrganiseResult> {
  const { file, existing, parsed, kind } = job;
  const { title, episode } = job.match;
  const mediaInfo = kind !== 'extra' && ctx.probe ? await ctx.probe(file.path) : null;
  const plan = planDestination(
    {
      kind: kind === 'extra' ? 'extra' : title.mediaType === 'tv' ? 'episode' : 'movie',
      title,
      episode,
      parsed,
      sourcePath: file.path,
      sourceRoot: file.root,
      extension: path.extname(file.path),
      mediaInfo,
    },
    ctx.layout,
  );
  const relativePath = path.join(plan.relativeDir, plan.fileName);
  const base = resultFor(file, {
    status: 'linked',
    mediaType: title.mediaType,
    tmdbId: title.tmdbId,
    season: episode?.season ?? null,
    episodes: episode?.episodes ?? [],
  });
  if (options.dryRun) return { ...base, status: 'linked', destinationPath: path.join(ctx.libraryRoot, relativePath) };

  const placed = await placeLink({
    libraryRoot: ctx.libraryRoot,
    relativePath,
    target: file.path,
    relative: ctx.relativeLinks,
    checkedDirs: ctx.checkedDirs,
  });
  const unchanged =
    placed.status === 'unchanged' &&
    existing?.status === 'linked' &&
    existing.destination_path === placed.destinationPath;
  if (existing?.destination_path && existing.destination_path !== placed.destinationPath) {
    await removeLinkAndEmptyFolders(ctx.libraryRoot, file.path, existing.destination_path);
  }
  const committed = ctx.records.recordLinked(
    {
      sourcePath: file.path,
      destinationPath: placed.destinationPath,
      title,
      episode,
      baseFolder: plan.baseFolder,
      resolution: parsed.resolution,
      fileSize: file.size,
    },
    { batched: ctx.batchRecords },
  );
  await afterCommit(ctx, file, committed, () => {
    if (!unchanged) keepForUndo(ctx, existing, options);
    if (!unchanged) {
      publishLinked(
        ctx,
        file,
        placed.destinationPath,
        title.title,
        title.tmdbId,
        title.mediaType,
        episode?.season ?? null,
      );
    }
  });
  return { ...base, status: unchanged ? 'unchanged' : 'linked', destinationPath: placed.destinationPath };
}

/**
 * A person linked a file that was waiting for review (a pick in the review queue or the dialog):
 * its review record is kept so the pick can be undone. Scans never do this. Not keeping it only
 * costs the undo, so a refusal is logged, not thrown.
 */
function keepForUndo(ctx: OrganiseContext, existing: ProcessedFile | undefined, options: OrganiseOptions): void {
  if (ctx.batchRecords || !options.reprocess || !existing || existing.status === 'linked' || !existing.candidates) {
    return;
  }
  try {
    ctx.ledger.rememberPicked(existing, new Removal('pick', [existing.source_path]));
  } catch (err) {
    ctx.log.warn({ err, path: existing.source_path }, 'the pick was made but cannot be undone');
  }
}

/**
 * Announces a decision once its write committed. Outside a scan the file waits for that (and a
 * failed write fails the file); in a scan it goes on at once and a failed write is reported late.
 */
async function afterCommit(
  ctx: OrganiseContext,
  file: SourceFileRef,
  committed: Promise<void>,
  announce: () => void,
): Promise<void> {
  const announced = committed.then(announce);
  if (!ctx.batchRecords) return announced;
  announced.catch((err: unknown) => ctx.decisionFailed(file, err));
}

/** The file's match, a person's say included, and what became of a wish to remember their pick. */
interface PeoplesMatch {
  outcome: MatchOutcome;
  folderChoice?: FolderChoiceOutcome;
}

async function matchWithPeople(
  ctx: OrganiseContext,
  file: SourceFileRef,
  parsed: ParsedRelease,
  kind: FileKind,
  options: OrganiseOptions,
): Promise<PeoplesMatch> {
  const showFolder = choiceFolder(file.path, kind === 'extra');
  const ids = options.ids ?? {};
  const force = {
    mediaType: options.forceType,
    tmdbId: ids.tmdbId,
    imdbId: ids.imdbId,
    tvdbId: ids.tvdbId,
    seasonEpisode: ids.seasonEpisode,
  };
  const matchKind = kind === 'episode' || options.forceType === 'tv' ? 'episode' : 'movie';
  const request = { parsed, sourcePath: file.path, sourceRoot: file.root, showFolder, isExtra: kind === 'extra' };
  let outcome = await ctx.matcher.match({ ...request, kind: matchKind, force });
  if (options.rememberChoice && ids.tmdbId !== undefined && outcome.status === 'matched') {
    const folderChoice = await rememberFolderChoice(ctx, file, showFolder, outcome, {
      tmdbId: ids.tmdbId,
      mediaType: outcome.title.mediaType,
    });
    return { outcome, folderChoice };
  }
  let query = parsed.title;
  while (outcome.status === 'review' && !outcome.unplacedShow && options.interaction) {
    const choice = await options.interaction.chooseMatch({
      sourcePath: file.path,
      query,
      candidates: outcome.candidates,
    });
    if (choice.kind === 'skip')
      return { outcome: { status: 'review', reason: 'Left for review by a person', candidates: outcome.candidates } };
    if (choice.kind === 'pick') {
      outcome = await ctx.matcher.match({
        ...request,
        kind: choice.mediaType === 'tv' ? 'episode' : 'movie',
        force: { ...force, mediaType: choice.mediaType, tmdbId: choice.tmdbId },
      });
      const folderChoice =
        choice.remember === false ? undefined : await rememberFolderChoice(ctx, file, showFolder, outcome, choice);
      return { ...(await placeByPerson(ctx, file, request, force, outcome, options)), folderChoice };
    }
    query = choice.query;
    outcome = await ctx.matcher.match({
      ...request,
      parsed: { ...parsed, title: choice.query, titles: [choice.query], alternativeTitle: null, year: null },
      kind: matchKind,
      showFolder: undefined,
      force,
    });
    if (outcome.status === 'matched') {
      // A manual search that finds one clear answer still goes past a person before linking.
      outcome = { status: 'review', reason: 'Manual search', candidates: outcome.candidates };
    }
  }
  return placeByPerson(ctx, file, request, force, outcome, options);
}

/** A show known but not the file's place in it: a person picks the season and episode. */
async function placeByPerson(
  ctx: OrganiseContext,
  file: SourceFileRef,
  request: Omit<MatchRequest, 'kind' | 'force'>,
  force: MatchForce,
  outcome: MatchOutcome,
  options: OrganiseOptions,
): Promise<PeoplesMatch> {
  if (outcome.status !== 'review' || !outcome.unplacedShow || !options.interaction?.chooseEpisode) return { outcome };
  const show = outcome.unplacedShow;
  const placed = await options.interaction.chooseEpisode({
    sourcePath: file.path,
    show,
    episodesOf: (season) => ctx.matcher.seasonEpisodes(show.tmdbId, season),
  });
  if (!placed) return { outcome: { ...outcome, reason: 'Left for review by a person' } };
  return {
    outcome: await ctx.matcher.match({
      ...request,
      kind: 'episode',
      force: { ...force, mediaType: 'tv', tmdbId: show.tmdbId, seasonEpisode: placed },
    }),
  };
}

/**
 * A person's pick is kept for the title's folder only when the folder is evidently the title's
 * (never a source folder, never a downloads folder of many titles); otherwise it was this file's.
 */
async function rememberFolderChoice(
  ctx: OrganiseContext,
  file: SourceFileRef,
  folder: string,
  outcome: MatchOutcome,
  choice: { tmdbId: number; mediaType: MediaType },
): Promise<FolderChoiceOutcome | undefined> {
  const titleKnown = outcome.status === 'matched' || (outcome.status === 'review' && outcome.unplacedShow);
  if (!titleKnown) return undefined;
  const { remembered, reason } = await ctx.matcher.rememberFolderChoice(
    { folder, sourceRoot: file.root },
    { tmdbId: choice.tmdbId, mediaType: choice.mediaType },
  );
  return { sourcePath: file.path, folder, folderLabel: folderLabel(folder), remembered, reason };
}

function publishLinked(
  ctx: OrganiseContext,
  file: SourceFileRef,
  destination: string,
  mediaName: string,
  tmdbId: number,
  mediaType: 'movie' | 'tv',
  season: number | null,
): void {
  const titleFolder =
    mediaType === 'tv' && season !== null ? path.dirname(path.dirname(destination)) : path.dirname(destination);
  ctx.bus.publish('symlink_created', {
    source_file: file.path,
    destination_file: destination,
    media_name: mediaName,
    show_name: mediaType === 'tv' ? mediaName : undefined,
    new_folder_name: path.basename(titleFolder),
    new_filename: path.basename(destination),
    new_path: path.relative(ctx.libraryRoot, destination),
    tmdb_id: tmdbId,
    season_number: season,
  });
  ctx.bus.publish('file_processed', {
    source_file: file.path,
    filename: path.basename(file.path),
    media_name: mediaName,
    media_type: mediaType,
    tmdb_id: tmdbId,
    season_number: season,
  });
  publishSourceUpdate(ctx, file.path, 'created', tmdbId, season);
  publishOperation(ctx, file.path, destination, 'created', null, { type: mediaType, tmdbId, seasonNumber: season });
  ctx.bus.publish('stats_changed', {});
}

function publishSourceUpdate(
  ctx: OrganiseContext,
  filePath: string,
  status: string,
  tmdbId: number | null,
  season: number | null,
  needsReview = false,
) {
  ctx.bus.publish('source_file_updated', {
    file_path: filePath,
    processing_status: status,
    tmdb_id: tmdbId,
    season_number: season,
    timestamp: ctx.now(),
    ...(needsReview ? { needs_review: true } : {}),
  });
}

/** The entry the File Operations page puts on top of its list (spec: live events carry the operation). */
function publishOperation(
  ctx: OrganiseContext,
  filePath: string,
  destination: string | null,
  status: 'created' | 'failed' | 'skipped' | 'deleted',
  reason: string | null,
  facts: { type?: 'movie' | 'tv' | 'other'; tmdbId?: number; seasonNumber?: number | null } = {},
) {
  ctx.bus.publish('file_operation_update', {
    filePath,
    fileName: path.basename(filePath),
    destinationPath: destination ?? undefined,
    status,
    operation: status === 'deleted' ? 'delete' : 'process',
    reason: reason ?? undefined,
    timestamp: new Date(ctx.now()).toISOString(),
    type: facts.type,
    tmdbId: facts.tmdbId !== undefined ? String(facts.tmdbId) : undefined,
    seasonNumber: facts.seasonNumber,
  });
}

/** A skipped or re-placed file leaves no empty title or season folder behind (category folders stay). */
async function removeLinkAndEmptyFolders(libraryRoot: string, source: string, destination: string | null) {
  if (destination && (await removeOwnLink(libraryRoot, source, destination)) !== null) {
    await pruneEmptyFolders(libraryRoot, path.dirname(destination));
  }
}
