import { DEFAULT_API_PORT, type ConfigItem } from '@cinesync/common';

export const API_PORT_KEY = 'CINESYNC_API_PORT';
export const UI_PORT_KEY = 'CINESYNC_UI_PORT';

/** The location fields the restart rules look at (a subset of `window.location`). */
interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The port the page was loaded from, filling in the scheme's default. */
export function pagePort(location: Pick<PageLocation, 'protocol' | 'port'>): number {
  if (location.port) return Number(location.port);
  return location.protocol === 'https:' ? 443 : 80;
}

/** A port-valued config entry: its value, else its default, else null. */
export function configuredPort(config: readonly ConfigItem[] | undefined, key: string): number | null {
  const item = config?.find((entry) => entry.key === key);
  const raw = item ? item.value.trim() || item.default.trim() : '';
  const port = Number(raw);
  return raw !== '' && Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

/**
 * Whether a `server_restart_required` event should raise the restart notice.
 *
 * The spec says "the restart notice is only shown for ports different from the default 8082". The
 * original compared the new API port with 8082 because the app was normally served from 8082. We read
 * it as "no notice when the change leaves the server where this page already talks to it": when the
 * only changed key is CINESYNC_API_PORT and its configured value (default 8082) equals the port this
 * page was served from, e.g. a change that was undone, there is nothing to restart for. Any other
 * restart key (CINESYNC_IP, CINESYNC_UI_PORT, ...) always raises the notice, and so does a config we
 * could not read.
 */
export function shouldShowRestartNotice(
  keys: readonly string[],
  config: readonly ConfigItem[] | undefined,
  servedFromPort: number,
): boolean {
  if (keys.some((key) => key !== API_PORT_KEY)) return true;
  if (!config) return true;
  const apiPort = configuredPort(config, API_PORT_KEY) ?? DEFAULT_API_PORT;
  return apiPort !== servedFromPort;
}

/**
 * Where to load the app after a restart; null means "reload this page".
 * - A UI port is set and differs from this page's port: go there (same host, path kept).
 * - No UI port, and the app is served by the API server itself (not the Vite dev server) whose port
 *   changed: go to the new API port, since the old one no longer answers.
 */
export function restartDestination(
  location: PageLocation,
  uiPort: number | null,
  apiPort: number | null,
  servedByApiServer: boolean,
): string | null {
  const current = pagePort(location);
  let target: number | null = null;
  if (uiPort !== null && uiPort !== current) target = uiPort;
  else if (uiPort === null && servedByApiServer && apiPort !== null && apiPort !== current) target = apiPort;
  if (target === null) return null;
  // The new port is a new origin: the browser's storage (the sign-in) stays behind. The old port
  // travels along so the sign-in page can say why it asks again; a token never does.
  const search = new URLSearchParams(location.search);
  search.set(MOVED_FROM_PARAM, String(current));
  return `${location.protocol}//${location.hostname}:${target}${location.pathname}?${search.toString()}${location.hash}`;
}

/** The query parameter naming the port the app was on before a restart moved it. */
const MOVED_FROM_PARAM = 'movedFrom';

/** The port a restart moved the app from, read from a page's query string; null when none. */
export function movedFromPort(search: string): number | null {
  const raw = new URLSearchParams(search).get(MOVED_FROM_PARAM);
  const port = Number(raw);
  return raw !== null && Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

/** `search` without the moved-from marker (`''` when nothing else is left). */
export function withoutMovedFrom(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(MOVED_FROM_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
