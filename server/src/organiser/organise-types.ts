import type { FolderChoiceOutcome } from '@cinesync/common';
import type { EpisodeChoiceItem, MatchCandidate, MediaType, UnplacedShow } from './match-types.js';

export interface SourceFileRef {
  /** Absolute path of the source file. */
  path: string;
  /** The configured source folder it lives under. */
  root: string;
  size: number;
}

export interface ForcedIds {
  tmdbId?: number;
  imdbId?: string;
  tvdbId?: number;
  seasonEpisode?: { season: number; episode: number };
}

export interface OrganiseOptions {
  forceType?: MediaType;
  forceExtra?: boolean;
  skip?: boolean;
  ids?: ForcedIds;
  /** Compute and report, change nothing. */
  dryRun?: boolean;
  /** Redo the file even when its record says it is linked. */
  reprocess?: boolean;
  /**
   * With a TMDB id given: a person's review-queue pick, remembered for the file's own folder when
   * that folder is evidently the title's (the result's `folderChoice` says whether it was).
   */
  rememberChoice?: boolean;
  /** Ask a person when the matcher abstains (the processing dialog). */
  interaction?: Interaction;
}

export type Choice =
  /** `remember: false`: the pick is this file's only; otherwise it is kept for the folder when it may be. */
  | { kind: 'pick'; tmdbId: number; mediaType: MediaType; remember?: boolean }
  | { kind: 'search'; query: string }
  | { kind: 'skip' };

/** How the pipeline asks a person; absent in unattended scans, where abstaining means "review". */
export interface Interaction {
  chooseMatch(context: { sourcePath: string; query: string; candidates: MatchCandidate[] }): Promise<Choice>;
  /** The show is known but not the file's place in it: season first, then one of its episodes. */
  chooseEpisode?(context: {
    sourcePath: string;
    show: UnplacedShow;
    episodesOf: (seasonNumber: number) => Promise<EpisodeChoiceItem[]>;
  }): Promise<{ season: number; episode: number } | null>;
  say(line: string): void;
}

export type OrganiseStatus = 'linked' | 'unchanged' | 'review' | 'skipped' | 'failed' | 'pending';

/** One file's outcome: the `scan --json` line and the dialog's result. */
export interface OrganiseResult {
  sourcePath: string;
  status: OrganiseStatus;
  mediaType: MediaType | null;
  tmdbId: number | null;
  season: number | null;
  episodes: number[];
  destinationPath: string | null;
  reason: string | null;
  /** Set when a person asked for their pick to be remembered for the file's folder. */
  folderChoice?: FolderChoiceOutcome;
}
