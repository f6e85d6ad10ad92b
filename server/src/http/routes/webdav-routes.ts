import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FolderListingCache } from '../../file-tree/folder-listing-cache.js';
import { registerWebDav } from '../../webdav/register-webdav.js';

/** `/webdav`: the read-only library share; it guards itself with HTTP Basic. */
export function registerWebDavRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  listings: FolderListingCache,
): Promise<void> {
  return registerWebDav(app, { config: ctx.config, auth: ctx.auth, log: ctx.log, listings, now: ctx.now });
}
