import type { ConnectionView } from '@cinesync/common';
import { timeAgo } from '../../format/time-ago';

/** One dashboard line about a connection: what it was last told or why it fails, and how it stands. */
export interface ConnectionStatusLine {
  state: 'ok' | 'failing' | 'idle' | 'off';
  text: string;
  /** The server's full words when the line shortens them ("unreachable: connect ECONNREFUSED …"). */
  detail?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "14:02" today, else the date and the time: when a run of failures began. */
function clockTime(iso: string, now: number): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const time = `${pad(then.getHours())}:${pad(then.getMinutes())}`;
  return then.toDateString() === new Date(now).toDateString() ? time : `${then.toLocaleDateString()} ${time}`;
}

/**
 * "Jellyfin: told 12 folders just now", "Emby: unreachable since 14:02", "Plex: nothing told yet".
 * A failure's words are cut at their first colon (the kind of failure); the rest is the detail.
 */
export function connectionStatusLine(connection: ConnectionView, now: number = Date.now()): ConnectionStatusLine {
  const { name, lastResult } = connection;
  if (!connection.enabled) return { state: 'off', text: `${name}: off` };
  if (!lastResult) return { state: 'idle', text: `${name}: nothing told yet` };
  if (lastResult.ok) {
    const ago = timeAgo(lastResult.at, now);
    // The formatter writes "Just now" to start a sentence; here it ends one.
    const when = ago === 'Just now' ? 'just now' : ago;
    return { state: 'ok', text: `${name}: ${lastResult.message} ${when}`.trim() };
  }
  const colon = lastResult.message.indexOf(': ');
  const summary = colon > 0 ? lastResult.message.slice(0, colon) : lastResult.message;
  const since = clockTime(lastResult.failingSince ?? lastResult.at, now);
  return {
    state: 'failing',
    text: `${name}: ${summary}${since === '' ? '' : ` since ${since}`}`,
    ...(colon > 0 ? { detail: lastResult.message } : {}),
  };
}
