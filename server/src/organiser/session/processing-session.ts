import { randomUUID } from 'node:crypto';
import type {
  FolderChoiceOutcome,
  MatchOption,
  ProcessingLine,
  ProcessingRequest,
  StructuredData,
  StructuredType,
} from '@cinesync/common';
import { Removal } from '../../db/repositories/trash.repository.js';
import type { Logger } from '../../log.js';
import type { MatchCandidate } from '../match-types.js';
import type { Organiser } from '../organiser.js';
import { StoppedByPerson } from '../stopped-by-person.js';
import type { Choice, Interaction, OrganiseOptions, OrganiseResult, SourceFileRef } from '../organise-types.js';

/** The session was stopped while a file waited on it; the organiser leaves that file's record be. */
class SessionTerminated extends StoppedByPerson {}

interface SessionDeps {
  organiser: Organiser;
  log: Logger;
  imageBaseUrl: () => string;
  now?: () => number;
}

/**
 * One run of the processing dialog: its own id, its own prompts and its own stop switch, so one
 * person's session never answers or ends another's. Lines go out through `write`.
 */
export class ProcessingSession {
  readonly id = randomUUID();
  private pendingInput: { resolve: (text: string) => void; reject: (err: Error) => void } | undefined;
  /** What the last answer said of remembering a pick: undefined when it said nothing. */
  private rememberAnswer: boolean | undefined;
  private readonly stopSwitch = new AbortController();
  private readonly now: () => number;

  constructor(
    private readonly deps: SessionDeps,
    private readonly write: (line: ProcessingLine) => void,
  ) {
    this.now = deps.now ?? Date.now;
  }

  get waitingForInput(): boolean {
    return this.pendingInput !== undefined;
  }

  get isStopped(): boolean {
    return this.stopSwitch.signal.aborted;
  }

  /** Aborted when the session is terminated; long work (a bulk scan) listens to it. */
  get signal(): AbortSignal {
    return this.stopSwitch.signal;
  }

  /**
   * Deliver what the person typed; false when nothing was asked. `rememberChoice` goes with a match
   * number: whether the pick is also kept for the file's folder (when the folder may keep it).
   */
  provideInput(text: string, rememberChoice?: boolean): boolean {
    const pending = this.pendingInput;
    if (!pending) return false;
    this.pendingInput = undefined;
    this.rememberAnswer = rememberChoice;
    pending.resolve(text.replace(/\r?\n$/, '').trim());
    return true;
  }

  terminate(): void {
    if (this.isStopped) return;
    this.stopSwitch.abort();
    this.pendingInput?.reject(new SessionTerminated());
    this.pendingInput = undefined;
  }

  structured<T extends StructuredType>(type: T, data: StructuredData<T>['data']): void {
    this.write({ structuredData: { type, timestamp: this.now(), data } });
  }

  output(text: string): void {
    this.write({ output: text });
  }

  /** End the stream: `done`, with the error when there is one. */
  finish(error?: string): void {
    this.write(error ? { error, done: true } : { done: true });
  }

  /** Process the files one at a time; every file ends in a `result`, the run in `done`. */
  async run(request: ProcessingRequest, files: SourceFileRef[]): Promise<OrganiseResult[]> {
    const results: OrganiseResult[] = [];
    try {
      const options = this.optionsFor(request, files.length);
      // What one request skips is one removal, kept with the path it was given: a restore by that
      // path brings it back.
      const run = await this.deps.organiser.newRun({
        removal: new Removal(options.skip ? 'skip' : 'process', request.sourcePath ? [request.sourcePath] : []),
      });
      for (const [index, file] of files.entries()) {
        if (this.isStopped) throw new SessionTerminated();
        const step = files.length > 1 ? `Processing ${index + 1} of ${files.length}` : 'Processing';
        this.structured('progress', {
          step,
          current: index,
          total: files.length,
          percent: Math.round((index / files.length) * 100),
        });
        const result = await this.deps.organiser.organise(run, file, options);
        results.push(result);
        this.structured('result', {
          sourcePath: result.sourcePath,
          status: result.status,
          destinationPath: result.destinationPath,
          mediaType: result.mediaType,
          tmdbId: result.tmdbId,
          reason: result.reason,
        });
        this.output(describe(result));
        if (result.folderChoice) this.reportFolderChoice(result.folderChoice);
      }
      this.structured('progress', { step: 'Complete', current: files.length, total: files.length, percent: 100 });
      this.write({ done: true });
    } catch (err) {
      const message =
        err instanceof SessionTerminated ? 'Processing was stopped' : err instanceof Error ? err.message : String(err);
      this.write({ error: message, done: true });
    }
    return results;
  }

  private reportFolderChoice(outcome: FolderChoiceOutcome): void {
    this.structured('folder_choice', outcome);
    this.output(
      outcome.remembered
        ? `Choice remembered for the other files of ${outcome.folderLabel}`
        : `Choice not remembered for ${outcome.folderLabel}: ${outcome.reason ?? 'the folder is not the title’s'}`,
    );
  }

  private optionsFor(request: ProcessingRequest, fileCount: number): OrganiseOptions {
    const option = request.selectedOption ?? '';
    const ids = request.selectedIds ?? {};
    const seasonEpisode = /^[Ss](\d+)[Ee](\d+)$/.exec(ids['season-episode'] ?? '');
    const auto =
      request.autoSelect === true || option === 'auto-select' || request.bulkAutoProcess === true || fileCount > 1;
    return {
      reprocess: true,
      rememberChoice: request.rememberChoice === true,
      skip: option === 'skip',
      forceExtra: option === 'force-extra',
      forceType: option === 'force-show' ? 'tv' : option === 'force-movie' ? 'movie' : undefined,
      ids: {
        tmdbId: ids.tmdb !== undefined ? Number(ids.tmdb) : undefined,
        tvdbId: ids.tvdb !== undefined ? Number(ids.tvdb) : undefined,
        imdbId: ids.imdb,
        seasonEpisode: seasonEpisode
          ? { season: Number(seasonEpisode[1]), episode: Number(seasonEpisode[2]) }
          : undefined,
      },
      interaction: auto ? undefined : this.interaction(request.manualSearch === true),
    };
  }

  private interaction(manualSearch: boolean): Interaction {
    return {
      say: (line) => this.output(line),
      chooseMatch: async ({ sourcePath, query, candidates }) => {
        const options = candidates.slice(0, 12).map((c, i) => this.option(c, i + 1));
        this.structured('search_results', { query, options, sourcePath });
        if (options.length === 0) {
          this.output('No matches found.');
        } else {
          this.output(`Found ${options.length} ${options.length === 1 ? 'match' : 'matches'} for "${query}":`);
          for (const o of options) {
            this.output(
              `${o.number}: ${o.title} (${o.year ?? 'Unknown Year'}) [${o.mediaType === 'tv' ? 'TV Show' : 'Movie'} - tmdb-${o.tmdbId}]`,
            );
          }
        }
        const message =
          manualSearch || options.length === 0
            ? 'Enter a number to choose, a search term to search again, or 0 to skip:'
            : 'Enter your choice (number), or 0 to skip:';
        this.structured('prompt', {
          kind: options.length === 0 ? 'manual_search' : 'choice',
          message,
          min: 0,
          max: options.length,
        });
        this.output(message);
        this.rememberAnswer = undefined;
        return this.parseChoice(await this.ask(), candidates, manualSearch || options.length === 0);
      },
      chooseEpisode: async ({ show, episodesOf }) => {
        const seasons = show.seasons.filter((s) => s.episodeCount > 0);
        if (seasons.length === 0) return null;
        this.structured('season_selection', { tmdbId: show.tmdbId, seasons });
        this.output(`No season was identified for ${show.title}. Seasons:`);
        for (const s of seasons) this.output(`${s.seasonNumber}: ${s.name} (${s.episodeCount} episodes)`);
        const seasonNumber = await this.askNumber(
          'season',
          'Enter the season number, or skip:',
          seasons.map((s) => s.seasonNumber),
        );
        if (seasonNumber === null) return null;
        const episodes = await episodesOf(seasonNumber);
        this.structured('episode_selection', { tmdbId: show.tmdbId, seasonNumber, episodes });
        this.output(`Season ${seasonNumber} episodes:`);
        for (const e of episodes) this.output(`${e.episodeNumber}: ${e.name}${e.airDate ? ` (${e.airDate})` : ''}`);
        const episode = await this.askNumber(
          'episode',
          'Enter the episode number, or skip:',
          episodes.map((e) => e.episodeNumber),
        );
        return episode === null ? null : { season: seasonNumber, episode };
      },
    };
  }

  /** Ask until the answer is one of `allowed`; empty, 0 or "skip" give null. */
  private async askNumber(kind: 'season' | 'episode', message: string, allowed: number[]): Promise<number | null> {
    const min = Math.min(...allowed);
    const max = Math.max(...allowed);
    for (;;) {
      this.structured('prompt', { kind, message, min, max });
      this.output(message);
      const text = await this.ask();
      if (text === '' || text.toLowerCase() === 'skip' || (text === '0' && !allowed.includes(0))) return null;
      const value = /^\d+$/.test(text) ? Number(text) : NaN;
      if (allowed.includes(value)) return value;
      this.output(`${text} is not one of the listed ${kind}s.`);
    }
  }

  private parseChoice(text: string, candidates: MatchCandidate[], searchAllowed: boolean): Choice {
    if (text === '' || text === '0' || text.toLowerCase() === 'skip') return { kind: 'skip' };
    if (/^\d+$/.test(text)) {
      const picked = candidates[Number(text) - 1];
      if (picked) {
        const choice: Choice = { kind: 'pick', tmdbId: picked.tmdbId, mediaType: picked.mediaType };
        return this.rememberAnswer === undefined ? choice : { ...choice, remember: this.rememberAnswer };
      }
    }
    return searchAllowed ? { kind: 'search', query: text } : { kind: 'skip' };
  }

  private option(c: MatchCandidate, number: number): MatchOption {
    return {
      number,
      title: c.title,
      year: c.year,
      mediaType: c.mediaType,
      tmdbId: c.tmdbId,
      posterUrl: c.posterPath ? `${this.deps.imageBaseUrl()}/w342${c.posterPath}` : null,
      score: Math.round(c.score * 1000) / 1000,
    };
  }

  private ask(): Promise<string> {
    if (this.isStopped) return Promise.reject(new SessionTerminated());
    return new Promise((resolve, reject) => {
      this.pendingInput = { resolve, reject };
    });
  }
}

function describe(r: OrganiseResult): string {
  switch (r.status) {
    case 'linked':
      return `Linked ${r.sourcePath} → ${r.destinationPath ?? ''}`;
    case 'unchanged':
      return `Already linked: ${r.destinationPath ?? r.sourcePath}`;
    default:
      return `${r.status[0]?.toUpperCase()}${r.status.slice(1)}: ${r.sourcePath}${r.reason ? ` (${r.reason})` : ''}`;
  }
}
