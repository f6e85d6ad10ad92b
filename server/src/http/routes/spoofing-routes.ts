import { spoofingConfigSchema, type SpoofingConfigDto } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../parse-input.js';

/**
 * The Spoofing tab: the configuration (whole, read and replaced) and a fresh main key. Signed-in
 * only, like every `/api` route: the answer carries the keys. `GET /api/spoofing/folders/available`
 * is the library's (files-routes): the same folder list feeds the move dialog.
 */
export function registerSpoofingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.spoofingSettings;

  app.get('/api/spoofing/config', async (): Promise<SpoofingConfigDto> => settings.current());

  app.put('/api/spoofing/config', async (request): Promise<SpoofingConfigDto> => {
    return settings.save(parseInput(spoofingConfigSchema, request.body));
  });

  app.post('/api/spoofing/regenerate-key', async (): Promise<SpoofingConfigDto> => settings.regenerateKey());
}
