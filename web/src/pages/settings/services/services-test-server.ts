import { vi } from 'vitest';
import { json } from '../../../test/mock-fetch';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer = (url: URL, body: unknown) => Response | Promise<Response>;

export interface ServiceState {
  isRunning: boolean;
  monitorRunning: boolean;
}

/**
 * A stand-in server for the Services tab that records every call. `statuses` are answered in turn
 * by `GET /api/mediahub/status` (the last one repeats); `answers` override routes by "METHOD /path".
 */
/** `GET /api/config` with the two auto-start settings at these values. */
export const autoStartConfig = (mediahub: string, rtm: string) => ({
  status: 'success',
  config: [
    { key: 'MEDIAHUB_AUTO_START', value: mediahub },
    { key: 'RTM_AUTO_START', value: rtm },
  ].map((item) => ({
    ...item,
    label: item.key,
    type: 'boolean',
    category: 'System Configuration',
    description: '',
    default: 'false',
    required: false,
    hidden: true,
    beta: false,
    disabled: false,
    locked: false,
  })),
});

export function servicesServer(statuses: ServiceState[], answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  let statusIndex = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, params: url.searchParams, body });
    const override = answers[`${method} ${url.pathname}`];
    if (override) return override(url, body);
    if (url.pathname === '/api/mediahub/status') {
      const state = statuses[Math.min(statusIndex, statuses.length - 1)] ?? { isRunning: false, monitorRunning: false };
      statusIndex += 1;
      return json({
        ...state,
        sourceDir: '/data/downloads',
        destinationDir: '/data/library',
        activity: { recentLogs: [] },
      });
    }
    if (method === 'POST' && url.pathname.startsWith('/api/mediahub/')) return json({ success: true, message: 'ok' });
    if (url.pathname === '/api/mediahub/logs') return json({ recentLogs: ['line one', 'line two'] });
    if (url.pathname === '/api/config') return json(autoStartConfig('false', 'true'));
    if (url.pathname === '/api/config/update-silent') return json({ status: 'success' });
    if (url.pathname === '/api/stats') return json({ port: '8082', ip: '0.0.0.0' });
    return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
  });
  return {
    fetch,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
