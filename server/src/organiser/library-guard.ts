import { resolveUsableFolders, type FolderSettings } from '../config/usable-folders.js';
import { unavailable } from '../errors.js';
import { isInside } from '../file-tree/resolve-inside.js';

/** How long one judgement of the library folder serves a run's files. */
const RECHECK_MS = 1000;

/**
 * The library folder as a run found it, judged again as the run goes on. A run can live for days
 * (the monitor keeps one); a library folder swapped for a link elsewhere meanwhile (`mv lib x;
 * ln -s /etc lib`) must stop the linking, not receive it. One `realpath` a second at most.
 */
export class LibraryGuard {
  private checkedAt = 0;
  /** Set once the library folder was found to lead elsewhere: the run is done for, start another. */
  stale = false;

  private constructor(
    private readonly config: FolderSettings,
    /** DESTINATION_DIR as configured, and its real path when the run started. */
    readonly root: string,
    readonly realRoot: string,
    private readonly now: () => number,
  ) {}

  /** The library judged now; `unavailable` when it can't be used. */
  static async open(config: FolderSettings, now: () => number = Date.now): Promise<LibraryGuard> {
    const { library, libraryProblem } = await resolveUsableFolders(config);
    if (library === undefined) {
      throw unavailable(
        libraryProblem === undefined
          ? 'DESTINATION_DIR is not set to an existing folder; set it in Settings first'
          : `DESTINATION_DIR can't be used: ${libraryProblem}`,
      );
    }
    const guard = new LibraryGuard(config, library.configured, library.real, now);
    guard.checkedAt = now();
    return guard;
  }

  /**
   * Refuse a file that lies in the library itself (the library's own links are never sources),
   * and refuse to go on when the library folder now leads somewhere else than at the run's start.
   */
  async check(sourcePath: string): Promise<void> {
    if (isInside(this.root, sourcePath) || isInside(this.realRoot, sourcePath)) {
      throw unavailable(`${sourcePath} is inside the library folder; the library's own links are never organised`, {
        path: sourcePath,
      });
    }
    const at = this.now();
    if (!this.stale && at - this.checkedAt < RECHECK_MS) return;
    const { library, libraryProblem } = await resolveUsableFolders(this.config);
    if (library?.configured !== this.root || library.real !== this.realRoot) {
      this.stale = true;
      throw unavailable(
        `The library folder changed since this run started (${libraryProblem ?? `now ${library?.real ?? 'missing'}`}); nothing is linked until the next run`,
        { path: this.root },
      );
    }
    this.checkedAt = at;
  }
}
