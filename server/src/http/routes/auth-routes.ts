import { loginRequestSchema, type AuthEnabledResponse, type LoginResponse, type MeResponse } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../errors.js';
import { parseInput } from '../parse-input.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/auth/enabled', async (): Promise<AuthEnabledResponse> => ({ enabled: ctx.auth.isEnabled() }));

  app.post('/api/auth/login', async (request): Promise<LoginResponse> => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
    if (!ctx.auth.isEnabled()) return { token: await ctx.auth.issue(username) };
    return { token: await ctx.auth.login(username, password, request.ip) };
  });

  app.get('/api/me', async (request): Promise<MeResponse> => {
    if (!request.identity) throw unauthorized('Authentication required');
    return { username: request.identity.username };
  });
}
