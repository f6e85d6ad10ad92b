import { favoriteKeySchema, favoriteWriteSchema, type Favorite, type FavoritesResponse } from '@cinesync/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors.js';
import type { LibraryServices } from '../../library/library-services.js';
import { parseInput } from '../parse-input.js';

/**
 * Whose favorites: the signed-in user's (the token's subject), or, with sign-in off, the one guest
 * everybody is then (the spec: "everyone acts as a guest").
 */
function userOf(request: FastifyRequest): string {
  if (!request.identity) throw unauthorized('Authentication required');
  return request.identity.username;
}

/**
 * `GET /api/favorites`, `PUT` and `DELETE /api/favorites/:mediaType/:tmdbId`. DELETE answers 204
 * whether or not the title was starred: the star is a toggle the page flips optimistically, and a
 * second tab or a repeated click wanting "not starred" has got what it asked for.
 */
export function registerFavoritesRoutes(app: FastifyInstance, library: LibraryServices): void {
  const titles = library.favorites;

  app.get('/api/favorites', async (request): Promise<FavoritesResponse> => ({
    items: library.missing.withCompleteness(await titles.list(userOf(request)), (f) => f.mediaType === 'tv'),
  }));

  app.put('/api/favorites/:mediaType/:tmdbId', async (request, reply): Promise<Favorite> => {
    const user = userOf(request);
    const key = parseInput(favoriteKeySchema, request.params, 'favorite');
    const write = parseInput(favoriteWriteSchema, request.body);
    const { created, favorite } = await titles.put(user, key, write);
    reply.code(created ? 201 : 200);
    return favorite;
  });

  app.delete('/api/favorites/:mediaType/:tmdbId', async (request, reply) => {
    const user = userOf(request);
    titles.remove(user, parseInput(favoriteKeySchema, request.params, 'favorite'));
    return reply.code(204).send();
  });
}
