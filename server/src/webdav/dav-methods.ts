import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigStore } from '../config/config-store.js';
import type { FolderListingCache } from '../file-tree/folder-listing-cache.js';
import type { Logger } from '../log.js';
import { COLLECTION_PAGE_CSP, collectionPage } from './collection-page.js';
import { DavPathError, parseDavPath } from './dav-path.js';
import { sendFile } from './file-response.js';
import { LibraryView } from './library-view.js';
import type { ChunkPool } from './range-stream.js';
import { FINITE_DEPTH_ERROR, MULTISTATUS_CONTENT_TYPE, MultistatusWriter } from './multistatus.js';
import { MultistatusStream } from './multistatus-stream.js';
import { readPropfindBody } from './propfind-request.js';

/** What the share supports; the write methods exist only to be refused. */
export const ALLOWED_METHODS = 'OPTIONS, GET, HEAD, PROPFIND';

export interface DavContext {
  config: ConfigStore;
  log: Logger;
  pool: ChunkPool;
  /** The listing cache the file browser shares. */
  listings: FolderListingCache;
}

/** OPTIONS: class 1 only. Without class 2 (locking), Finder and Windows mount the share read-only. */
export async function davOptions(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  parseDavPath(request.url);
  return reply.code(200).headers({ DAV: '1', Allow: ALLOWED_METHODS, 'MS-Author-Via': 'DAV' }).send();
}

interface Depth {
  depth: '0' | '1' | 'infinity';
  /** IIS's `1,noroot` extension, which some Windows clients send: members only. */
  noRoot: boolean;
}

function readDepth(value: string | string[] | undefined, url: string): Depth {
  // RFC 4918 §10.2: no Depth header means infinity.
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? 'infinity';
  const noRoot = raw.endsWith(',noroot');
  const depth = noRoot ? raw.slice(0, -',noroot'.length).trim() : raw;
  if (depth === '0' || depth === '1' || depth === 'infinity') return { depth, noRoot };
  throw new DavPathError(400, `Depth must be 0, 1 or infinity, not "${raw}"`, url);
}

/** PROPFIND at depth 0 or 1; infinity is refused with the RFC's propfind-finite-depth error. */
export async function davPropfind(
  ctx: DavContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const segments = parseDavPath(request.url);
  const { depth, noRoot } = readDepth(request.headers.depth, request.url);
  if (depth === 'infinity') {
    return reply.code(403).type(MULTISTATUS_CONTENT_TYPE).send(FINITE_DEPTH_ERROR);
  }
  const asked = readPropfindBody(request.body as Buffer | undefined);
  const view = await LibraryView.open(ctx.config, ctx.listings);
  const entry = await view.resolve(segments);
  if (!entry) return notFound(reply);
  reply.code(207).type(MULTISTATUS_CONTENT_TYPE);
  if (depth === '0' || !entry.isCollection) {
    const chunks: Buffer[] = [];
    const writer = new MultistatusWriter(asked, (chunk) => chunks.push(chunk));
    if (!noRoot) writer.add(entry);
    writer.finish();
    return reply.send(Buffer.concat(chunks));
  }
  const listing = await view.readFolder(entry);
  // Members are written as the client takes them: from the cached listing at once, and as links
  // are followed for what the listing doesn't know yet.
  const body = new MultistatusStream(asked);
  if (!noRoot) body.add(entry);
  void view
    .describeMembers(entry, listing, (member) => body.add(member))
    .then(() => {
      body.close();
      reportProblems(ctx.log, view);
    });
  return reply.send(body);
}

/** GET and HEAD: a file with ranges and validators, or a plain index page for a collection. */
export async function davGet(ctx: DavContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const segments = parseDavPath(request.url);
  const view = await LibraryView.open(ctx.config, ctx.listings);
  const entry = await view.resolve(segments);
  if (!entry) return notFound(reply);
  if (!entry.isCollection) return sendFile(ctx, request, reply, entry);
  const members = await view.list(entry);
  reportProblems(ctx.log, view);
  return reply
    .code(200)
    .headers({ 'Content-Security-Policy': COLLECTION_PAGE_CSP, 'X-Content-Type-Options': 'nosniff' })
    .type('text/html; charset=utf-8')
    .send(collectionPage(entry, members));
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found in the library');
}

function reportProblems(log: Logger, view: LibraryView): void {
  if (view.problems.length === 0) return;
  log.warn(
    { count: view.problems.length, first: view.problems.slice(0, 5) },
    'webdav: some library entries could not be read and were left out',
  );
}
