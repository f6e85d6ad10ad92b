import type { ConnectionTestAnswer } from '@cinesync/common';
import { callJson, ConnectionCallError, hostOf, type CallOptions } from './http-call.js';

/** Where a webhook receiver listens, and its optional Basic auth. */
interface WebhookTarget {
  url: string;
  username: string | null;
  password: string | null;
}

function headers(target: WebhookTarget): Record<string, string> {
  if (!target.username && !target.password) return {};
  const pair = `${target.username ?? ''}:${target.password ?? ''}`;
  return { Authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

/** POST one payload; the receiver's answer body is not read for meaning. */
export async function postWebhook(target: WebhookTarget, payload: unknown, options: CallOptions = {}): Promise<void> {
  await callJson(target.url, { method: 'POST', headers: headers(target), body: payload }, options);
}

/**
 * The Test event, as Sonarr sends it from its Test button (a made-up series and episode), so
 * receivers that know Sonarr's test answer to ours.
 */
export function testPayload(instanceName: string, applicationUrl: string): unknown {
  return {
    eventType: 'Test',
    instanceName,
    applicationUrl,
    series: {
      id: 1,
      title: 'Test Title',
      titleSlug: 'test-title',
      path: '/testpath',
      tvdbId: 1234,
      type: 'standard',
      year: 0,
    },
    episodes: [{ id: 123, episodeNumber: 1, seasonNumber: 1, title: 'Test title', seriesId: 1 }],
  };
}

export async function testWebhook(target: WebhookTarget, options: CallOptions = {}): Promise<ConnectionTestAnswer> {
  const where = hostOf(target.url);
  try {
    await postWebhook(target, testPayload('CineSync', ''), options);
    return { ok: true, message: `The webhook at ${where} took the Test event` };
  } catch (error) {
    if (!(error instanceof ConnectionCallError)) throw error;
    return { ok: false, message: `The webhook at ${where} answered: ${error.message}` };
  }
}
