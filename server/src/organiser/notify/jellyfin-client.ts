import type { ConnectionTestAnswer } from '@cinesync/common';
import { baseOf, callJson, ConnectionCallError, hostOf, type CallOptions } from './http-call.js';

/** Where a Jellyfin or Emby server is, and its API key. */
interface MediaServerTarget {
  type: 'jellyfin' | 'emby';
  url: string;
  apiKey: string;
}

/** What `POST /Library/Media/Updated` takes for each path. */
export type MediaUpdateType = 'Created' | 'Modified' | 'Deleted';

export interface MediaUpdate {
  path: string;
  updateType: MediaUpdateType;
}

const LABEL = { jellyfin: 'Jellyfin', emby: 'Emby' } as const;

/**
 * The key header each server expects. Jellyfin takes the `MediaBrowser` authorization scheme
 * (it still reads `X-Emby-Token`, but newer versions may drop it); Emby takes `X-Emby-Token`.
 */
function authHeaders(target: MediaServerTarget): Record<string, string> {
  return target.type === 'jellyfin'
    ? { Authorization: `MediaBrowser Token="${target.apiKey}"` }
    : { 'X-Emby-Token': target.apiKey };
}

/** Tell the server these paths changed, so it scans just them (204 on success). */
export async function postMediaUpdated(
  target: MediaServerTarget,
  updates: readonly MediaUpdate[],
  options: CallOptions = {},
): Promise<void> {
  await callJson(
    `${baseOf(target.url)}/Library/Media/Updated`,
    {
      method: 'POST',
      headers: authHeaders(target),
      body: { Updates: updates.map((u) => ({ Path: u.path, UpdateType: u.updateType })) },
    },
    options,
  );
}

interface SystemInfo {
  ServerName?: unknown;
  Version?: unknown;
  ProductName?: unknown;
}

interface VirtualFolder {
  Name?: unknown;
  Locations?: unknown;
}

/**
 * Whether the server takes the key, said for people: "Jellyfin 10.10.3 at 192.168.1.5:8096:
 * library Movies found" (`GET /System/Info`, then `GET /Library/VirtualFolders`), or why not.
 */
export async function testMediaServer(
  target: MediaServerTarget,
  options: CallOptions = {},
): Promise<ConnectionTestAnswer> {
  const label = LABEL[target.type];
  const where = hostOf(target.url);
  const headers = authHeaders(target);
  try {
    const info = (await callJson(
      `${baseOf(target.url)}/System/Info`,
      { method: 'GET', headers },
      options,
    )) as SystemInfo;
    if (typeof info.Version !== 'string')
      return { ok: false, message: `The answer from ${where} is not from ${label}` };
    const folders = (await callJson(
      `${baseOf(target.url)}/Library/VirtualFolders`,
      { method: 'GET', headers },
      options,
    )) as unknown;
    const names = Array.isArray(folders)
      ? (folders as VirtualFolder[]).map((f) => f.Name).filter((n): n is string => typeof n === 'string')
      : [];
    const libraries =
      names.length === 0
        ? 'no library found'
        : `${names.length === 1 ? 'library' : 'libraries'} ${names.join(', ')} found`;
    return { ok: true, message: `${label} ${info.Version} at ${where}: ${libraries}` };
  } catch (error) {
    if (!(error instanceof ConnectionCallError)) throw error;
    if (error.status === 401 || error.status === 403)
      return { ok: false, message: `${label} at ${where} refused the API key (${error.message})` };
    return { ok: false, message: `${label} at ${where}: ${error.message}` };
  }
}
