import type { ApiClient } from '../../../api/api-client';
import { obj, str } from '../../../api/lenient-json';
import { exportQuery, fallbackLogName, fileNameFrom, type LogExportKind } from './log-export';
import type { PanelAction, ServiceStatus } from './service-state';

/** The Services tab's calls (spec §7), all through the app's {@link ApiClient}. */

function readStatus(raw: unknown): ServiceStatus {
  const body = obj(raw);
  if (typeof body.isRunning !== 'boolean' || typeof body.monitorRunning !== 'boolean') {
    throw new Error('Invalid MediaHub status');
  }
  return {
    isRunning: body.isRunning,
    monitorRunning: body.monitorRunning,
    sourceDir: str(body.sourceDir),
    destinationDir: str(body.destinationDir),
  };
}

export async function fetchServiceStatus(api: ApiClient, signal?: AbortSignal): Promise<ServiceStatus> {
  const response = await api.apiFetch('/api/mediahub/status', { signal });
  return readStatus(await response.json());
}

/** `POST /api/mediahub/{start|stop|restart}` or `/api/mediahub/monitor/{start|stop}`; a false `success` fails. */
export async function postServiceAction(api: ApiClient, request: PanelAction): Promise<void> {
  const path =
    request.target === 'service' ? `/api/mediahub/${request.action}` : `/api/mediahub/monitor/${request.action}`;
  const response = await api.apiFetch(path, { method: 'POST' });
  const body = obj(await response.json().catch(() => ({})));
  if (body.success === false) throw new Error(str(body.message) || 'The server refused');
}

/** The recent activity lines (`GET /api/mediahub/logs`); anything but strings is dropped. */
export async function fetchServiceLogs(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const response = await api.apiFetch('/api/mediahub/logs', { signal });
  const lines = obj(await response.json()).recentLogs;
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}

/** `GET /api/mediahub/logs/export`: the file and the name the server gave it. */
export async function exportServiceLogs(
  api: ApiClient,
  kind: LogExportKind,
  now: Date = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.apiFetch(`/api/mediahub/logs/export?${exportQuery(kind, now)}`);
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackLogName(kind, now);
  return { blob: await response.blob(), fileName };
}

/** The two auto-start settings of this tab, saved silently (no restart prompt, no config event). */
export const AUTO_START_SETTINGS = [
  { key: 'MEDIAHUB_AUTO_START', name: 'MediaHub auto-start', label: 'Auto-start MediaHub service' },
  { key: 'RTM_AUTO_START', name: 'Real-time monitor auto-start', label: 'Auto-start standalone real-time monitor' },
] as const;
export type AutoStartKey = (typeof AUTO_START_SETTINGS)[number]['key'];
export type AutoStartValues = Record<AutoStartKey, boolean>;

const isTrue = (value: string) => ['true', '1', 'yes'].includes(value.trim().toLowerCase());

/** Reads both switches from a fresh `GET /api/config`. */
export async function fetchAutoStart(api: ApiClient, signal?: AbortSignal): Promise<AutoStartValues> {
  const { config } = await api.getConfig(signal);
  const valueOf = (key: AutoStartKey) => isTrue(config.find((item) => item.key === key)?.value ?? '');
  return { MEDIAHUB_AUTO_START: valueOf('MEDIAHUB_AUTO_START'), RTM_AUTO_START: valueOf('RTM_AUTO_START') };
}

/** `POST /api/config/update-silent` for one switch; anything but `status: 'success'` is a failure. */
export async function saveAutoStart(api: ApiClient, key: AutoStartKey, on: boolean): Promise<void> {
  const response = await api.apiFetch('/api/config/update-silent', {
    method: 'POST',
    json: { updates: [{ key, value: on ? 'true' : 'false', type: 'boolean', required: false }] },
  });
  const body = obj(await response.json().catch(() => ({})));
  if (body.status !== 'success') throw new Error(`Setting ${key} was not saved`);
}

/** The spoofing API key for the connection guide; '' while the Spoofing feature has none (or is absent). */
export async function fetchSpoofingApiKey(api: ApiClient, signal?: AbortSignal): Promise<string> {
  try {
    const response = await api.apiFetch('/api/spoofing/config', { signal });
    return str(obj(await response.json()).apiKey);
  } catch {
    return '';
  }
}
