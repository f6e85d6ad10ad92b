import {
  configUpdateRequestSchema,
  silentConfigKeys,
  type ConfigResponse,
  type ConfigStatus,
  type RestartResponse,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { applyConfigUpdate } from '../../config/apply-config-update.js';
import { readConfigStatus } from '../../config/config-status.js';
import { parseInput } from '../parse-input.js';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/config', async (_request, reply): Promise<ConfigResponse> => {
    reply.header('Cache-Control', 'no-store');
    return { config: ctx.config.list(), status: 'success' };
  });

  app.post('/api/config/update', async (request) => {
    const { updates, currentPassword } = parseInput(configUpdateRequestSchema, request.body);
    await ctx.auth.verifyCurrentPassword(currentPassword, request.ip, ctx.config.needingReauthentication(updates));
    const change = await applyConfigUpdate(ctx.config, ctx.bus, updates);
    return {
      status: 'success' as const,
      message: 'Configuration updated successfully',
      changed: change.keys,
      restartRequired: change.restartRequired,
    };
  });

  app.post('/api/config/update-silent', async (request) => {
    const { updates, currentPassword } = parseInput(configUpdateRequestSchema, request.body);
    await ctx.auth.verifyCurrentPassword(currentPassword, request.ip, ctx.config.needingReauthentication(updates));
    await applyConfigUpdate(ctx.config, ctx.bus, updates, { silentKeys: silentConfigKeys });
    return { status: 'success' as const };
  });

  app.get('/api/config-status', async (): Promise<ConfigStatus> => readConfigStatus(ctx.config));

  app.post('/api/restart', async (_request, reply): Promise<RestartResponse> => {
    const uiPort = ctx.config.get('CINESYNC_UI_PORT');
    // The new sockets open before the answer, so a port that can't be bound is the answer (409).
    const pending = await ctx.prepareRebind();
    // Move over once the answer has left, so the client hears back before the old socket closes.
    reply.raw.once('close', () => {
      const answered = reply.raw.writableFinished;
      const later = setTimeout(() => {
        (answered ? pending.commit() : pending.cancel()).catch((err: unknown) =>
          ctx.log.error({ err }, 'restart failed'),
        );
      }, 250);
      later.unref();
    });
    return {
      status: 'success',
      message: 'Server restart initiated',
      ip: ctx.config.get('CINESYNC_IP') || '0.0.0.0',
      apiPort: ctx.config.getInteger('CINESYNC_API_PORT'),
      uiPort: uiPort === '' ? null : Number(uiPort),
    };
  });
}
