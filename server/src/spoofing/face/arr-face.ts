import path from 'node:path';
import type { ImageSize } from '@cinesync/common';
import type { ArrIdsRepository } from '../../db/repositories/arr-ids.repository.js';
import type { SpoofingRepository } from '../../db/repositories/spoofing.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import type { Logger } from '../../log.js';
import { buildCatalogue, type ArrCatalogue } from './arr-catalogue.js';
import { ArrCommands, RESCAN_COMMANDS, type CommandRun, type RescanCommand } from './arr-commands.js';
import { lenientPathParam, listFilesystem } from './arr-filesystem.js';
import type { ArrKeyCheck, ArrScope } from './arr-key-check.js';
import { episodeFileResource, episodeResource, movieResource, seriesResource } from './arr-resources.js';
import { systemStatus, type ArrApp } from './arr-system.js';

/** An image the face streams back (a poster from the image cache). */
interface CoverImage {
  file: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

interface ArrFaceDeps {
  keys: ArrKeyCheck;
  spoofing: SpoofingRepository;
  ids: ArrIdsRepository;
  /** Every organiser record (the face keeps the linked ones with a TMDB match). */
  records: () => ProcessedFile[];
  libraryRoot: () => string;
  /**
   * Ask the organiser for a rescan (Bazarr's RescanSeries/RescanMovie): of every source folder, or
   * of the source files of one title or folder (`key`). Requests coalesce; the run comes back.
   */
  rescan: (target: RescanTarget) => CommandRun;
  coverImage: (posterPath: string, size: ImageSize) => Promise<CoverImage>;
  log: Logger;
  now: () => number;
}

/** What a rescan command covers: every source folder, or the source files of one title or folder. */
type RescanTarget = { scope: 'all' } | { scope: 'files'; key: string; files: readonly string[] };

interface ArrRequest {
  method: string;
  /** The path below the URL base, as sent (`/api/v3/episodeFile/12`). */
  path: string;
  /** The raw query string, for the lenient `filesystem?path=`. */
  rawQuery: string;
  query: Record<string, string | undefined>;
  /** `X-Api-Key`, when sent. */
  headerKey: string | undefined;
  body: unknown;
  /** '' or the URL base the request came under ('/sonarr', '/radarr'). */
  urlBase: string;
}

type ArrAnswer = { status: number; json: unknown } | { status: number; image: CoverImage };

const json = (status: number, body: unknown): ArrAnswer => ({ status, json: body });
const notFound = (): ArrAnswer => json(404, { message: 'NotFound' });

const posterSizes: [RegExp, ImageSize][] = [
  [/^poster-250\.jpg$/i, 'w342'],
  [/^poster-500\.jpg$/i, 'w500'],
  [/^poster\.jpg$/i, 'original'],
  // No backdrop is stored with the records yet: fanart is the poster, large.
  [/^fanart(-\d+)?\.jpg$/i, 'w1280'],
];

/**
 * CineSync posing as Radarr and Sonarr for Bazarr (bazarr-contract.md): one handler for every
 * path under `/api/v3` and `/api/system/status`, matched without regard to case as ASP.NET does.
 */
export class ArrFace {
  /** The last catalogue per scope (all, or a folder), with the database stamp it was built at. */
  private readonly built = new Map<string, { stamp: string; catalogue: ArrCatalogue }>();
  private readonly commands: ArrCommands;

  constructor(private readonly deps: ArrFaceDeps) {
    this.commands = new ArrCommands(deps.now);
  }

  async handle(request: ArrRequest): Promise<ArrAnswer> {
    const config = this.deps.spoofing.config();
    if (!config?.enabled) return notFound();
    const key = request.query.apikey ?? request.headerKey ?? '';
    const scope = this.deps.keys.check(key);
    if (!scope) return json(401, { message: 'Unauthorized' });

    const segments = request.path.split('/').filter(Boolean);
    const lower = segments.map((s) => s.toLowerCase());
    if (lower[0] !== 'api') return notFound();
    if (lower.length === 3 && lower[1] === 'system' && lower[2] === 'status') {
      return json(200, this.status(request, scope, config.version, config.branch));
    }
    if (lower[1] !== 'v3') return notFound();
    if (lower.length === 4 && lower[2] === 'system' && lower[3] === 'status') {
      return json(200, this.status(request, scope, config.version, config.branch));
    }
    const [resource, id, file] = [lower[2], segments[3], segments[4]];
    const method = request.method.toUpperCase();
    if (method === 'POST') return resource === 'command' && !id ? this.command(request, scope) : notFound();
    if (method !== 'GET' && method !== 'HEAD') return json(405, { message: 'Method not allowed' });
    const numeric = id === undefined ? undefined : /^\d+$/.test(id) ? Number(id) : NaN;
    if (Number.isNaN(numeric)) return notFound();

    switch (resource) {
      case 'command': {
        if (numeric === undefined) return json(200, this.commands.list(scope));
        const command = this.commands.get(numeric, scope);
        return command ? json(200, command) : notFound();
      }
      case 'rootfolder':
        return json(
          200,
          this.catalogue(scope).roots.map((r) => ({ ...r, accessible: true, freeSpace: 0, unmappedFolders: [] })),
        );
      case 'tag':
        return json(200, []);
      case 'qualityprofile':
        // No `language` key: `null` there aborts Bazarr's movie sync (contract §4).
        return json(200, [{ id: 1, name: 'Any', upgradeAllowed: false, cutoff: 0, items: [] }]);
      case 'languageprofile':
        return json(200, [{ id: 1, name: 'English' }]);
      case 'series':
        return this.series(scope, request.urlBase, numeric);
      case 'episode':
        return this.episodes(scope, numeric, request.query.seriesId);
      case 'episodefile':
        return this.episodeFiles(scope, numeric, request.query.seriesId);
      case 'movie':
        return this.movies(scope, request.urlBase, numeric);
      case 'history':
        return json(200, {
          page: 1,
          pageSize: 10,
          sortKey: 'date',
          sortDirection: 'descending',
          totalRecords: 0,
          records: [],
        });
      case 'filesystem':
        return this.filesystem(request, scope);
      case 'mediacover':
        return numeric !== undefined && file && segments.length === 5 ? this.cover(scope, numeric, file) : notFound();
      default:
        return notFound();
    }
  }

  /** Which arr a request talks to: its URL base, else a folder key's service, else its folder's content. */
  private appOf(request: ArrRequest, scope: ArrScope): ArrApp {
    if (request.urlBase.toLowerCase() === '/sonarr') return 'sonarr';
    if (request.urlBase.toLowerCase() === '/radarr') return 'radarr';
    if (scope.scope === 'folder') {
      if (scope.serviceType !== 'auto') return scope.serviceType;
      const catalogue = this.catalogue(scope);
      return catalogue.series.length > catalogue.movies.length ? 'sonarr' : 'radarr';
    }
    return 'radarr';
  }

  private status(request: ArrRequest, scope: ArrScope, version: string, branch: string) {
    return systemStatus(this.appOf(request, scope), version, branch, request.urlBase, this.deps.now());
  }

  /** Which library links a scope sees (the hub filters its messages by the same rule). */
  visibleTo(scope: ArrScope): (link: string) => boolean {
    if (scope.scope === 'all') return () => true;
    const folder = path.resolve(this.deps.libraryRoot(), scope.folderPath);
    return (link) => link === folder || link.startsWith(folder + path.sep);
  }

  private roots(scope: ArrScope): string[] {
    const root = this.deps.libraryRoot();
    return [scope.scope === 'all' ? path.resolve(root) : path.resolve(root, scope.folderPath)];
  }

  /**
   * The catalogue a scope sees. Bazarr's full sync asks for every series' episodes and files in a
   * burst: the catalogue is rebuilt only when the database changed since the last build.
   */
  catalogue(scope: ArrScope): ArrCatalogue {
    const key = scope.scope === 'all' ? '' : scope.folderPath;
    const cached = this.built.get(key);
    if (cached && cached.stamp === this.deps.ids.changeStamp()) return cached.catalogue;
    const catalogue = buildCatalogue(this.deps.records(), this.deps.ids, this.visibleTo(scope));
    // Taken after the build: handing out new ids is itself a write.
    this.built.set(key, { stamp: this.deps.ids.changeStamp(), catalogue });
    return catalogue;
  }

  private series(scope: ArrScope, urlBase: string, id: number | undefined): ArrAnswer {
    const all = this.catalogue(scope).series;
    if (id === undefined)
      return json(
        200,
        all.map((s) => seriesResource(s, urlBase)),
      );
    const one = all.find((s) => s.id === id);
    return one ? json(200, seriesResource(one, urlBase)) : notFound();
  }

  private episodes(scope: ArrScope, id: number | undefined, seriesId: string | undefined): ArrAnswer {
    const all = this.catalogue(scope).series;
    if (id !== undefined) {
      for (const s of all) {
        const episode = s.episodes.find((e) => e.id === id);
        if (episode) return json(200, episodeResource(s, episode, true));
      }
      return notFound();
    }
    if (seriesId === undefined || !/^\d+$/.test(seriesId)) return json(400, { message: 'seriesId is required' });
    const series = all.find((s) => s.id === Number(seriesId));
    return json(200, series ? series.episodes.map((e) => episodeResource(series, e, false)) : []);
  }

  private episodeFiles(scope: ArrScope, id: number | undefined, seriesId: string | undefined): ArrAnswer {
    const all = this.catalogue(scope).series;
    if (id !== undefined) {
      for (const s of all) {
        const file = s.files.find((f) => f.id === id);
        if (file) return json(200, episodeFileResource(s, file));
      }
      return notFound();
    }
    if (seriesId === undefined || !/^\d+$/.test(seriesId)) return json(400, { message: 'seriesId is required' });
    const series = all.find((s) => s.id === Number(seriesId));
    return json(200, series ? series.files.map((f) => episodeFileResource(series, f)) : []);
  }

  private movies(scope: ArrScope, urlBase: string, id: number | undefined): ArrAnswer {
    const all = this.catalogue(scope).movies;
    if (id === undefined)
      return json(
        200,
        all.map((m) => movieResource(m, urlBase)),
      );
    const one = all.find((m) => m.id === id);
    // 404 tells Bazarr the movie is gone (contract §10).
    return one ? json(200, movieResource(one, urlBase)) : notFound();
  }

  private async filesystem(request: ArrRequest, scope: ArrScope): Promise<ArrAnswer> {
    const answer = await listFilesystem(lenientPathParam(request.rawQuery), this.roots(scope));
    return answer.ok ? json(200, answer.body) : json(answer.status, { message: answer.message });
  }

  private async cover(scope: ArrScope, id: number, file: string): Promise<ArrAnswer> {
    const size = posterSizes.find(([pattern]) => pattern.test(file))?.[1];
    const catalogue = this.catalogue(scope);
    const title = [...catalogue.series, ...catalogue.movies].find((t) => t.id === id);
    if (!size || !title?.posterPath) return notFound();
    try {
      return { status: 200, image: await this.deps.coverImage(title.posterPath, size) };
    } catch (error) {
      this.deps.log.warn({ err: error, id, file }, 'arr face: cover image unavailable');
      return json(502, { message: 'image unavailable' });
    }
  }

  /**
   * RescanMovie / RescanSeries, with the item's id (Bazarr's call after each subtitle) or without
   * (every movie or series). An item's rescan re-checks that item's source files only; without an
   * id the library-wide key gets a scan of every source folder, a folder's key a re-check of its
   * items' files. The organiser coalesces the runs; the answer is the command of the run.
   */
  private command(request: ArrRequest, scope: ArrScope): ArrAnswer {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const name = typeof body.name === 'string' ? body.name : '';
    const command: RescanCommand | undefined = RESCAN_COMMANDS[name.toLowerCase() as keyof typeof RESCAN_COMMANDS];
    if (!command) return json(400, { message: `unknown command ${name || '(none)'}` });
    const rawId = body[command.idField];
    const itemId = rawId === undefined || rawId === null ? undefined : Number(rawId);
    const target = this.rescanTarget(command, itemId, scope);
    if (!target) return notFound();
    return json(201, this.commands.record(this.deps.rescan(target), command, itemId, scope));
  }

  private rescanTarget(command: RescanCommand, itemId: number | undefined, scope: ArrScope): RescanTarget | undefined {
    const catalogue = this.catalogue(scope);
    const titles =
      command.kind === 'movie'
        ? catalogue.movies.map((m) => ({ id: m.id, files: m.sourcePaths }))
        : catalogue.series.map((s) => ({ id: s.id, files: s.files.map((f) => f.sourcePath) }));
    if (itemId === undefined) {
      if (scope.scope === 'all') return { scope: 'all' };
      return {
        scope: 'files',
        key: `folder ${scope.folderPath} ${command.kind}`,
        files: titles.flatMap((t) => t.files),
      };
    }
    const title = titles.find((t) => t.id === itemId);
    return title ? { scope: 'files', key: `${command.kind} ${title.id}`, files: title.files } : undefined;
  }
}
