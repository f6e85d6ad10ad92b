import type { ConfigStore } from '../config/config-store.js';
import type { AppDatabase } from '../db/database.js';
import type { Repositories } from '../db/repositories/repositories.js';
import { Removal, type TrashRepository } from '../db/repositories/trash.repository.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import type { TmdbClient } from '../metadata/index.js';
import { classifySettingsFrom } from '../config/classify-settings.js';
import { layoutSettingsFrom } from '../config/layout-settings.js';
import type { FolderOverrides } from './match/folder-overrides.js';
import type { Matcher } from './match/matcher.js';
import type { organiseFile, OrganiseContext } from './organise-file.js';
import type { OrganiseOptions, OrganiseResult, SourceFileRef } from './organise-types.js';
import { isStoreUnwritable } from '../errors.js';
import { LibraryGuard } from './library-guard.js';
import { OrganiserRecords } from './records/organiser-records.js';
import type { ActivityLog } from './running/activity-log.js';
import { StoppedByPerson } from './stopped-by-person.js';

interface OrganiserDeps {
  config: ConfigStore;
  database: AppDatabase;
  repositories: Pick<Repositories, 'records' | 'operations' | 'sources' | 'outcomes' | 'trash'>;
  bus: EventBus;
  log: Logger;
  tmdb: TmdbClient;
  /** A person's folder choices, shared with the folder-choices routes: one run sees another's at once. */
  folderOverrides: FolderOverrides;
  activity: ActivityLog;
  now?: () => number;
}

/** The parser, matcher and linker: what organising a file takes beyond the records. */
interface OrganiseWork {
  organiseFile: typeof organiseFile;
  Matcher: typeof Matcher;
}

/** A result for a file nothing was decided for. */
const NOT_ORGANISED = (file: SourceFileRef): Omit<OrganiseResult, 'status' | 'reason'> => ({
  sourcePath: file.path,
  mediaType: null,
  tmdbId: null,
  season: null,
  episodes: [],
  destinationPath: null,
});

/** How long a run's parsing clock and folder readings serve before they are renewed. */
const PARSING_CLOCK_MS = 5 * 60_000;

function freshParsing(): OrganiseContext['parsing'] {
  return { now: new Date(), folderReadings: new Map() };
}

/**
 * The organiser as the rest of the server sees it: one place that turns source files into library
 * links. A run (a scan, a dialog session) gets one context: settings read once, one matcher whose
 * per-show memory is shared by that run's files.
 */
export class Organiser {
  readonly records: OrganiserRecords;
  readonly ledger: TrashRepository;
  /**
   * Loaded by the first file to organise: a scan that finds every file unchanged (`cinesync scan`
   * from cron, a start-up) never pays for the name parser and the matcher.
   */
  private work: Promise<OrganiseWork> | undefined;
  private loadedWork: OrganiseWork | undefined;

  constructor(private readonly deps: OrganiserDeps) {
    this.records = new OrganiserRecords(deps.database, deps.repositories, deps.now);
    this.ledger = deps.repositories.trash;
  }

  /**
   * A fresh context for one run; refuses to run while the library folder is not usable. A scan's
   * run (`batchRecords`) commits its decisions in groups: call `records.flush()` when it ends.
   * What the run removes (a person's skips, sources found gone) is one `removal`.
   */
  async newRun(options: { batchRecords?: boolean; removal?: Removal } = {}): Promise<OrganiseContext> {
    const library = await LibraryGuard.open(this.deps.config, this.deps.now);
    const { config, bus, log, tmdb, folderOverrides: overrides } = this.deps;
    let matcher: Matcher | undefined;
    let parsing = freshParsing();
    const classify = classifySettingsFrom(config);
    const newMatcher = () => {
      if (!this.loadedWork) throw new Error('the matcher is used before Organiser.organise loaded it');
      const mediaExtensions = classify.allowedExtensions;
      return new this.loadedWork.Matcher({ tmdb, overrides, log, mediaExtensions });
    };
    const run: OrganiseContext = {
      config,
      records: this.records,
      ledger: this.ledger,
      removal: options.removal ?? new Removal('organise'),
      // One per run, made when the run's first file is matched.
      get matcher() {
        return (matcher ??= newMatcher());
      },
      bus,
      log,
      libraryRoot: library.root,
      library,
      classify,
      layout: layoutSettingsFrom(config),
      relativeLinks: config.getBoolean('RELATIVE_SYMLINK'),
      skipExtras: config.getBoolean('SKIP_EXTRAS_FOLDER'),
      probe: config.getBoolean('MEDIAINFO_PARSER')
        ? async (file) => (await import('./naming/media-info.js')).probeMediaInfo(file)
        : undefined,
      now: this.deps.now ?? Date.now,
      checkedDirs: new Set(),
      get parsing() {
        // A run can live for days (the monitor keeps one): its parsing clock, and the folder
        // readings made with it, are renewed every few minutes, so a daily show's new air date is
        // never read as "future" and the readings stay a few minutes' worth. The real clock, as the
        // parser's default: a test's fixed clock would make every air date future.
        if (Date.now() - parsing.now.getTime() > PARSING_CLOCK_MS) parsing = freshParsing();
        return parsing;
      },
      batchRecords: options.batchRecords ?? false,
      unwritableStore: undefined,
      decisionFailed: (file, err) => {
        this.noteUnwritableStore(run, err);
        void this.failed(file, err, true);
      },
    };
    return run;
  }

  /**
   * A record that can't be written because the store can't take writes (a full disk, a read-only
   * or failing file system) stops the run's linking: links without records are what a person
   * can't see or undo. Said once; the next run tries again.
   */
  private noteUnwritableStore(run: OrganiseContext, err: unknown): void {
    if (run.unwritableStore !== undefined || !isStoreUnwritable(err)) return;
    run.unwritableStore = err instanceof Error ? err.message : String(err);
    this.deps.log.error({ err }, 'records cannot be written; linking stops until the next scan');
    this.deps.activity.write(
      'ERROR',
      `Records can't be written (${run.unwritableStore}); linking stopped until the next scan`,
    );
  }

  async organise(run: OrganiseContext, file: SourceFileRef, options: OrganiseOptions = {}): Promise<OrganiseResult> {
    if (run.unwritableStore !== undefined && !options.dryRun) {
      // Left as it is, unrecorded: the next scan finds it unprocessed and organises it.
      return {
        ...NOT_ORGANISED(file),
        status: 'pending',
        reason: `Records can't be written (${run.unwritableStore}); left for the next scan`,
      };
    }
    try {
      await run.library.check(file.path);
      const { organiseFile } = await this.loadWork();
      const result = await organiseFile(run, file, options);
      this.note(result);
      return result;
    } catch (err) {
      // Stopped by the person it asked: its record (a reason, candidates for review) stays as it was.
      if (err instanceof StoppedByPerson) throw err;
      this.noteUnwritableStore(run, err);
      const reason = await this.failed(file, err, !options.dryRun);
      return {
        sourcePath: file.path,
        status: 'failed',
        mediaType: null,
        tmdbId: null,
        season: null,
        episodes: [],
        destinationPath: null,
        reason,
      };
    }
  }

  /** Says why a file failed and, unless it was a dry run, records it as failed. */
  private async failed(file: SourceFileRef, err: unknown, record: boolean): Promise<string> {
    const reason = err instanceof Error ? err.message : String(err);
    this.deps.log.error({ err, path: file.path }, 'organising failed');
    this.deps.activity.write('ERROR', `${file.path}: ${reason}`);
    if (record) {
      await this.records
        .recordUnlinked({ sourcePath: file.path, status: 'failed', reason, fileSize: file.size })
        .catch((recordErr: unknown) =>
          this.deps.log.error({ err: recordErr, path: file.path }, 'the failure could not be recorded'),
        );
    }
    return reason;
  }

  private loadWork(): Promise<OrganiseWork> {
    this.work ??= Promise.all([import('./organise-file.js'), import('./match/matcher.js')]).then(
      ([file, match]) => (this.loadedWork = { organiseFile: file.organiseFile, Matcher: match.Matcher }),
    );
    return this.work;
  }

  private note(r: OrganiseResult): void {
    const what = r.destinationPath ? ` → ${r.destinationPath}` : r.reason ? ` (${r.reason})` : '';
    this.deps.activity.write(r.status === 'failed' ? 'ERROR' : 'INFO', `${r.status}: ${r.sourcePath}${what}`);
  }
}
