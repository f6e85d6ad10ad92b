import { describe, expect, it } from 'vitest';
import { connectionView } from '../../test/connection-view';
import { connectionStatusLine } from './connection-status-words';

const NOW = new Date(2026, 10, 29, 15, 30).getTime();

const jellyfin = connectionView();

describe('a connection on the dashboard', () => {
  it('says what it was last told and when', () => {
    const at = new Date(NOW - 2 * 60_000).toISOString();
    const line = connectionStatusLine({ ...jellyfin, lastResult: { ok: true, message: 'told 12 folders', at } }, NOW);
    expect(line).toEqual({ state: 'ok', text: 'Jellyfin: told 12 folders just now' });
    const earlier = new Date(NOW - 3 * 3_600_000).toISOString();
    expect(
      connectionStatusLine({ ...jellyfin, lastResult: { ok: true, message: 'told 1 folder', at: earlier } }, NOW).text,
    ).toBe('Jellyfin: told 1 folder 3h ago');
  });

  it('says since when it fails, shortened to the kind of failure, with the full words as detail', () => {
    const since = new Date(2026, 10, 29, 14, 2).toISOString();
    const lastResult = {
      ok: false,
      message: 'unreachable: connect ECONNREFUSED 192.168.1.5:8096',
      at: new Date(NOW - 60_000).toISOString(),
      failingSince: since,
    };
    expect(connectionStatusLine({ ...jellyfin, name: 'Emby', lastResult }, NOW)).toEqual({
      state: 'failing',
      text: 'Emby: unreachable since 14:02',
      detail: 'unreachable: connect ECONNREFUSED 192.168.1.5:8096',
    });
    const refused = { ...lastResult, message: '401 Unauthorized' };
    expect(connectionStatusLine({ ...jellyfin, lastResult: refused }, NOW)).toEqual({
      state: 'failing',
      text: 'Jellyfin: 401 Unauthorized since 14:02',
    });
  });

  it('names the day of a failure that began before today', () => {
    const since = new Date(2026, 10, 27, 9, 5);
    const lastResult = {
      ok: false,
      message: '401 Unauthorized',
      at: since.toISOString(),
      failingSince: since.toISOString(),
    };
    expect(connectionStatusLine({ ...jellyfin, lastResult }, NOW).text).toBe(
      `Jellyfin: 401 Unauthorized since ${since.toLocaleDateString()} 09:05`,
    );
  });

  it('says when it was never told anything, and when it is off', () => {
    expect(connectionStatusLine(jellyfin, NOW)).toEqual({ state: 'idle', text: 'Jellyfin: nothing told yet' });
    expect(connectionStatusLine({ ...jellyfin, enabled: false }, NOW)).toEqual({ state: 'off', text: 'Jellyfin: off' });
  });
});
