// Which TMDB title a file belongs to, and for an episode where it lands. In order: ids a person
// forced, ids written in the name or its folders, a person's earlier choice for the folder, a search.
// A search is taken only when it is confident; otherwise the file goes to review with its candidates.
// One search per show folder (or per title), shared by every episode, even when they ask at once.

import type { Logger } from '../../log.js';
import type { TmdbClient } from '../../metadata/index.js';
import type { EpisodeChoiceItem, MatchCandidate, MatchOutcome, MediaType } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { choiceFolders, folderLabel } from './choice-folder.js';
import { FolderChoices, type ChoicePlace, type ChosenTitle } from './folder-choices.js';
import { folderKey, type FolderOverrides } from './folder-overrides.js';
import { folderNamesTitle, namesTitle } from './folder-sharing.js';
import { idsInPath, type IdsInPath } from './ids-in-path.js';
import { decideNamesake } from './namesake-evidence.js';
import { nameEvidence, type NameEvidence } from './name-evidence.js';
import { providerTrouble } from './provider-trouble.js';
import { yearContradicts, type CandidateFacts } from './score-candidate.js';
import { ShowPlacement } from './show-placement.js';
import { searchTitle } from './title-search.js';
import { findByExternalIds } from './title-lookup.js';
import { detailsFacts, matchedTitle, seasonsOf, toMatchCandidate, type TitleDetails } from './tmdb-facts.js';
import { titleKey } from './title-similarity.js';

/**
 * Score a search result needs to be taken without a person. With the weights of `score-candidate`,
 * an exact title with no year scores 0.925, with the right year 1.0; 0.75 asks for a title similarity
 * of about 0.8 when the name has no year and 0.7 when the year agrees, and sends any far-off year
 * (−0.30) to review.
 */
const DEFAULT_MATCH_THRESHOLD = 0.75;

export interface MatcherOptions {
  tmdb: TmdbClient;
  /** Folder choices a person made, shared with the rest of the process (see `FolderOverrides`). */
  overrides: FolderOverrides;
  log: Logger;
  /** 0…1; default `DEFAULT_MATCH_THRESHOLD`. */
  threshold?: number;
  /** Extensions of media files (ALLOWED_EXTENSIONS), for judging a folder by its files. */
  mediaExtensions?: ReadonlySet<string>;
}

/** What a person decided for this file (the processing dialog, `process --tmdb … --season-episode …`). */
export interface MatchForce {
  mediaType?: MediaType;
  tmdbId?: number;
  imdbId?: string;
  tvdbId?: number;
  seasonEpisode?: { season: number; episode: number };
}

export interface MatchRequest {
  parsed: ParsedRelease;
  kind: 'movie' | 'episode';
  sourcePath: string;
  /** The source folder the file is in: a choice is never kept for it, nor followed from it. */
  sourceRoot?: string;
  /** The folder that identifies a show, shared by its episodes: one lookup serves them all. */
  showFolder?: string;
  /** Bonus material: it follows its folder's choice whatever the choice's type. */
  isExtra?: boolean;
  force?: MatchForce;
}

type Via = 'id-in-name' | 'folder-override' | 'search' | 'manual';

/** The title part of a match, before any episode is placed. */
type TitleResolution =
  | {
      status: 'matched';
      found: TitleDetails;
      confidence: number;
      via: Via;
      candidates: MatchCandidate[];
      /** Set when one file's own evidence (its episode) picked among namesakes the search left tied. */
      tieBrokenFrom?: Extract<TitleResolution, { status: 'review' }>;
    }
  | { status: 'review'; reason: string; candidates: MatchCandidate[]; tied?: TitleDetails[] }
  | { status: 'failed'; reason: string };

export class Matcher {
  private readonly tmdb: TmdbClient;
  private readonly log: Logger;
  private readonly threshold: number;
  private readonly choices: FolderChoices;
  /** Search outcomes by show folder or title, settled or in flight. Failed lookups are removed. */
  private readonly searches = new Map<string, Promise<TitleResolution>>();
  private readonly facts = new WeakMap<TitleDetails, CandidateFacts>();
  private readonly placement: ShowPlacement;

  constructor(options: MatcherOptions) {
    this.tmdb = options.tmdb;
    this.log = options.log.child({ module: 'matcher' });
    this.threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
    this.placement = new ShowPlacement(options.tmdb, (found) => {
      const facts = this.factsOf(found);
      return { primary: [facts.title, facts.originalTitle].filter((t): t is string => !!t), all: this.titlesOf(found) };
    });
    this.choices = new FolderChoices({
      overrides: options.overrides,
      tmdb: options.tmdb,
      log: this.log,
      mediaExtensions: options.mediaExtensions,
    });
  }

  /** Never throws for TMDB trouble: an unreachable or refusing provider is `pending`, to retry later. */
  async match(request: MatchRequest): Promise<MatchOutcome> {
    try {
      // What the name says is read once: the search and the episode's placement both use it.
      const evidence = nameEvidence({
        parsed: request.parsed,
        kind: request.kind,
        forcedType: request.force?.mediaType,
      });
      const resolution = await this.resolveTitle(request, evidence);
      if (resolution.status !== 'matched') return resolution;
      const { found, confidence, via, candidates } = resolution;
      const title = matchedTitle(found);
      // A person who said "this is a show" for a file without episode marks is taken at their word.
      const personsWord = via === 'manual' || request.force?.mediaType === 'tv';
      if (found.mediaType === 'movie' || request.isExtra === true || (request.kind === 'movie' && personsWord)) {
        return { status: 'matched', title, episode: null, confidence, via, candidates };
      }
      const placed = await this.placement.place(
        { parsed: request.parsed, kind: request.kind, forced: request.force?.seasonEpisode },
        found,
        title,
      );
      if (!placed.ok) {
        const shown = candidates.length > 0 ? candidates : [candidateOf(found, confidence)];
        return {
          status: 'review',
          reason: placed.reason,
          candidates: shown,
          unplacedShow: {
            tmdbId: title.tmdbId,
            title: title.title,
            seasons: seasonsOf(found).map((s) => ({
              seasonNumber: s.season_number,
              name: s.name,
              episodeCount: s.episode_count,
            })),
          },
        };
      }
      return { status: 'matched', title, episode: placed.target, confidence, via, candidates };
    } catch (error) {
      return providerTrouble(error, request.sourcePath, this.log);
    }
  }

  /** The episodes TMDB lists for a season, for a person placing a file by hand. */
  async seasonEpisodes(showId: number, seasonNumber: number): Promise<EpisodeChoiceItem[]> {
    const season = await this.tmdb.season(showId, seasonNumber);
    return season.episodes.map((e) => ({ episodeNumber: e.episode_number, name: e.name, airDate: e.air_date ?? null }));
  }

  /**
   * A person's pick, kept for the folder's future files (a show's next episodes) when the folder is
   * evidently the title's; otherwise the pick was the one file's, and the answer says why.
   */
  async rememberFolderChoice(
    place: ChoicePlace,
    title: ChosenTitle,
  ): Promise<{ remembered: boolean; reason: string | null }> {
    const outcome = await this.choices.remember(place, title);
    // A remembered search may disagree with the choice now.
    if (outcome.remembered) this.searches.clear();
    return outcome;
  }

  /** Keeps a choice for a folder as it is, unjudged (what older versions did with every pick). */
  async recordFolderChoice(sourceFolder: string, tmdbId: number, mediaType: MediaType): Promise<void> {
    this.choices.record(sourceFolder, tmdbId, mediaType);
    this.searches.clear();
  }

  private async resolveTitle(request: MatchRequest, evidence: NameEvidence): Promise<TitleResolution> {
    const { parsed, force } = request;
    const expected: MediaType = force?.mediaType ?? (request.kind === 'episode' ? 'tv' : 'movie');

    if (force?.tmdbId !== undefined || force?.imdbId !== undefined || force?.tvdbId !== undefined) {
      const ids: IdsInPath = {
        tmdbId: force.tmdbId ?? null,
        imdbId: force.imdbId ?? null,
        tvdbId: force.tvdbId ?? null,
      };
      const found = await findByExternalIds(this.tmdb, ids, expected, force.mediaType !== undefined);
      if (!found) return { status: 'failed', reason: `TMDB has no title with ${describeIds(ids)}` };
      return resolved(found, 'manual');
    }

    const inPath = idsInPath(request.sourcePath, request.showFolder ? [request.showFolder] : []);
    const ids: IdsInPath = {
      tmdbId: parsed.tmdbId ?? inPath.tmdbId,
      imdbId: parsed.imdbId ?? inPath.imdbId,
      tvdbId: inPath.tvdbId,
    };
    if (ids.tmdbId !== null || ids.imdbId !== null || ids.tvdbId !== null) {
      const nameTitles = [parsed.title, ...parsed.titles].filter((title) => title.trim() !== '');
      const found = await findByExternalIds(this.tmdb, ids, expected, false, nameTitles);
      if (found) return resolved(found, 'id-in-name');
      this.log.warn({ sourcePath: request.sourcePath, ...ids }, 'ids in the name are unknown to TMDB; searching');
    }

    const remembered = await this.choices.forFile({
      sourcePath: request.sourcePath,
      sourceRoot: request.sourceRoot,
      folders: choiceFolders(request),
      kind: request.kind,
      isExtra: request.isExtra,
      forcedType: force?.mediaType,
    });
    if (remembered.status === 'follows') return resolved(remembered.found, 'folder-override');
    if (remembered.status === 'gone') {
      return {
        status: 'review',
        reason: `The title chosen for ${folderLabel(remembered.override.sourceFolder)} is no longer on TMDB`,
        candidates: [],
      };
    }

    return this.search(request, evidence);
  }

  /**
   * One search per show folder, shared by its episodes (concurrent ones included). When the folder's
   * search did not decide, an episode whose name says more (a year, a country, an episode only one
   * namesake has) gets its own decision, and a match it finds becomes the folder's. A match picked
   * among namesakes by one file's episode is the folder's only when the folder is named for the title:
   * in a downloads folder, the next file of that name may be the other show.
   */
  private search(request: MatchRequest, evidence: NameEvidence): Promise<TitleResolution> {
    const byName = evidenceKey(evidence);
    const own = () => this.searchOnce(byName, evidence).then((found) => this.breakTie(found, request));
    if (request.kind !== 'episode' || !request.showFolder) return own();
    const showFolder = request.showFolder;
    const forFolder = (resolution: TitleResolution): TitleResolution =>
      resolution.status === 'matched' && resolution.tieBrokenFrom && !folderNamesTitle(showFolder, evidence)
        ? resolution.tieBrokenFrom
        : resolution;
    const byFolder = `folder|${evidence.expectedType}/${evidence.typeEvidence}|${folderKey(showFolder)}`;
    const known = this.searches.get(byFolder);
    if (!known) {
      const mine = own();
      // Only cached for the folder's next file: remember() drops the entry if it fails, and the
      // failure reaches this caller through `mine`.
      void this.remember(byFolder, mine.then(forFolder));
      return mine;
    }
    return known.then(async (resolution) => {
      // A flat folder (a downloads folder, a source root) holds many shows, namesakes among them: the
      // folder's title is this file's only when the folder is named for it and the file's own name
      // agrees with it (its title, and its year if it has one).
      if (
        resolution.status === 'matched' &&
        folderNamesTitle(showFolder, evidence) &&
        this.agrees(evidence, resolution.found)
      ) {
        return resolution;
      }
      const mine = await own();
      if (mine.status === 'matched' && resolution.status !== 'matched' && this.searches.get(byFolder) === known) {
        this.searches.set(byFolder, Promise.resolve(forFolder(mine)));
      }
      return mine;
    });
  }

  /** For an episode the search left between namesakes: the one the file's own episode evidence settles. */
  private async breakTie(resolution: TitleResolution, request: MatchRequest): Promise<TitleResolution> {
    if (resolution.status !== 'review' || !resolution.tied || request.kind !== 'episode') return resolution;
    const decided = await decideNamesake({
      tied: resolution.tied,
      parsed: request.parsed,
      tmdb: this.placement.seasonMemo,
    });
    if (!decided) return resolution;
    const id = decided.found.details.id;
    this.log.debug({ sourcePath: request.sourcePath, tmdbId: id, why: decided.why }, 'namesakes told apart');
    const score = resolution.candidates.find((c) => c.tmdbId === id && c.mediaType === decided.found.mediaType)?.score;
    return {
      status: 'matched',
      found: decided.found,
      confidence: score ?? this.threshold,
      via: 'search',
      candidates: resolution.candidates,
      tieBrokenFrom: resolution,
    };
  }

  private agrees(evidence: NameEvidence, found: TitleDetails): boolean {
    return namesTitle(evidence, this.titlesOf(found)) && !yearContradicts(evidence.year, this.factsOf(found));
  }

  private titlesOf(found: TitleDetails): string[] {
    const facts = this.factsOf(found);
    return [facts.title, facts.originalTitle, ...facts.alternativeTitles].filter((t): t is string => !!t);
  }

  /** A found title's facts, worked out once per title rather than once per episode. */
  private factsOf(found: TitleDetails): CandidateFacts {
    let known = this.facts.get(found);
    if (!known) {
      known = detailsFacts(found);
      this.facts.set(found, known);
    }
    return known;
  }

  /** One search per name evidence, settled or in flight. */
  private searchOnce(key: string, evidence: NameEvidence): Promise<TitleResolution> {
    const known = this.searches.get(key);
    if (known) return known;
    const types: MediaType[] =
      evidence.typeEvidence === 'forced' || evidence.film
        ? [evidence.expectedType]
        : evidence.expectedType === 'tv'
          ? ['tv']
          : evidence.special
            ? ['tv', 'movie']
            : ['movie', 'tv'];
    const pending = searchTitle({ tmdb: this.tmdb, log: this.log, evidence, types, threshold: this.threshold }).then(
      (result): TitleResolution => {
        if (result.status === 'review') {
          this.log.debug({ key, reason: result.reason }, 'no confident match');
          return result;
        }
        return {
          status: 'matched',
          found: result.found,
          confidence: result.score,
          via: 'search',
          candidates: result.candidates,
        };
      },
    );
    return this.remember(key, pending);
  }

  /** Keeps a lookup under a key; a failed one is forgotten, so the next file asks again. */
  private remember(key: string, pending: Promise<TitleResolution>): Promise<TitleResolution> {
    this.searches.set(key, pending);
    pending.catch(() => {
      if (this.searches.get(key) === pending) this.searches.delete(key);
    });
    return pending;
  }
}

function resolved(found: TitleDetails, via: Via): TitleResolution {
  return { status: 'matched', found, confidence: 1, via, candidates: [candidateOf(found, 1)] };
}

function candidateOf(found: TitleDetails, score: number): MatchCandidate {
  return toMatchCandidate({ facts: { ...detailsFacts(found), popularity: 0 }, score });
}

/** What a search depends on: the spellings with their years, the expected type and the country. */
function evidenceKey(evidence: NameEvidence): string {
  const titles = evidence.titles.map((variant) => `${titleKey(variant.text)}@${variant.year ?? ''}`).join('/');
  return `name|${evidence.expectedType}/${evidence.typeEvidence}${evidence.special ? '/special' : ''}|${titles}|${evidence.country ?? ''}`;
}

function describeIds(ids: IdsInPath): string {
  const parts: string[] = [];
  if (ids.tmdbId !== null) parts.push(`TMDB id ${ids.tmdbId}`);
  if (ids.imdbId !== null) parts.push(`IMDb id ${ids.imdbId}`);
  if (ids.tvdbId !== null) parts.push(`TVDB id ${ids.tvdbId}`);
  return parts.join(', ');
}
