import {
  fileDetailsDeleteQuerySchema,
  fileDetailsSchema,
  fileListQuerySchema,
  readlinkRequestSchema,
  recentMediaQuerySchema,
  titleFilesQuerySchema,
  type FileItem,
  type FileListResponse,
  type TitleFilesResponse,
} from '@cinesync/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { describeEntry } from '../../library/entry-info.js';
import type { LibraryServices } from '../../library/library-services.js';
import { listMoveTargets } from '../../library/move-targets.js';
import { recentMedia } from '../../library/recent-media.js';
import { parseInput } from '../parse-input.js';
import { sendLibraryFile } from './media-files-routes.js';

/** A show's own folder: the entry its card and row stand for (a Specials folder has season 0). */
function isShowFolder(item: FileItem): boolean {
  return (
    item.type === 'directory' &&
    item.mediaType === 'tv' &&
    !item.isSeasonFolder &&
    !item.isCategoryFolder &&
    item.seasonNumber === null
  );
}

/** The list's facts as response headers, always all of them. */
function listHeaders(page: FileListResponse): Record<string, string> {
  return {
    'x-tmdb-id': page.tmdbId === null ? '' : String(page.tmdbId),
    'x-media-type': page.mediaType ?? '',
    'x-has-allowed-extensions': String(page.hasAllowedExtensions),
    'x-has-season-folders': String(page.hasSeasonFolders),
    'x-needs-configuration': String(page.needsConfiguration),
    'x-total-count': String(page.total),
    'x-page': String(page.page),
    'x-limit': String(page.limit),
    'x-total-pages': String(page.totalPages),
    'cache-control': 'no-store',
  };
}

/** Browsing the library, the details and readlink calls, the move dialog's folders and the dashboard's recent media. */
export function registerFilesRoutes(app: FastifyInstance, ctx: AppContext, library: LibraryServices): void {
  // `X-Check-Tmdb` is accepted and needs no work: items carry the records' TMDB facts already.
  const listFiles = async (request: FastifyRequest, reply: FastifyReply) => {
    const userPath = (request.params as { '*'?: string } | undefined)?.['*'] ?? '';
    const query = parseInput(fileListQuerySchema, request.query ?? {}, 'query');
    const outcome = await library.lister.list(userPath, {
      page: query.page,
      limit: query.limit,
      search: query.search,
      letter: query.letter || undefined,
      sort: query.sort,
    });
    if (outcome.kind === 'file') return sendLibraryFile(request, reply, library.paths, outcome.entry);
    reply.headers(listHeaders(outcome.page));
    // A show's card and row say how complete it is (issue 34); the cached page itself stays as it was.
    const { page } = outcome;
    const matches = page.libraryMatches;
    return {
      ...page,
      items: library.missing.withCompleteness(page.items, isShowFolder),
      ...(matches
        ? { libraryMatches: { ...matches, items: library.missing.withCompleteness(matches.items, isShowFolder) } }
        : {}),
    };
  };
  // HEAD with GET, for files sent as bytes (see media-files-routes).
  app.route({ method: ['GET', 'HEAD'], url: '/api/files', handler: listFiles });
  app.route({ method: ['GET', 'HEAD'], url: '/api/files/*', handler: listFiles });

  app.get('/api/title-files', async (request): Promise<TitleFilesResponse> => {
    const query = parseInput(titleFilesQuerySchema, request.query ?? {}, 'query');
    return { items: await library.lister.titleFiles(query.tmdbId, query.mediaType) };
  });

  app.post('/api/readlink', async (request) => {
    const body = parseInput(readlinkRequestSchema, request.body);
    return describeEntry(library.paths, library.records, body.path);
  });

  app.post('/api/file-details', async (request) => {
    const body = parseInput(fileDetailsSchema, request.body);
    const entry = await library.paths.resolve(body.path);
    library.details.upsert(entry.rel, body);
    return { success: true, path: entry.rel };
  });

  app.delete('/api/file-details', async (request) => {
    const query = parseInput(fileDetailsDeleteQuerySchema, request.query ?? {}, 'query');
    const entry = await library.paths.resolve(query.path);
    if (!library.details.remove(entry.rel)) throw notFound('No file details for that path', { path: entry.rel });
    return { success: true, path: entry.rel };
  });

  app.get('/api/spoofing/folders/available', async () => listMoveTargets(library.paths, ctx.repositories.totals));

  app.get('/api/recent-media', async (request) => {
    const query = parseInput(recentMediaQuerySchema, request.query ?? {}, 'query');
    const root = await library.paths.root().catch(() => null);
    return root === null ? [] : recentMedia(ctx.repositories.libraryRecords, root, query.limit);
  });
}
