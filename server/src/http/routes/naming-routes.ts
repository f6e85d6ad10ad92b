import {
  namingPreviewRequestSchema,
  namingTokensQuerySchema,
  type NamingPreviewResponse,
  type NamingTokensResponse,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import { formatPreview, tokenGroupsOf } from '../../organiser/naming/token-helper.js';
import { parseInput } from '../parse-input.js';

/** The token helper of Settings → Renaming Structure: the organiser's token catalogue and its preview. */
export function registerNamingRoutes(app: FastifyInstance): void {
  app.get('/api/naming/tokens', async (req): Promise<NamingTokensResponse> => {
    const { kind } = parseInput(namingTokensQuerySchema, req.query, 'query');
    return { kind, groups: tokenGroupsOf(kind) };
  });

  app.post('/api/naming/preview', async (req): Promise<NamingPreviewResponse> => {
    const { kind, format } = parseInput(namingPreviewRequestSchema, req.body);
    return formatPreview(format, kind);
  });
}
