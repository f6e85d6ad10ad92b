import path from 'node:path';
import type { ConnectionsRepository } from '../../db/repositories/connections.repository.js';
import type { Logger } from '../../log.js';
import { mapPath } from './connections-notifier.js';
import { vfsRefresh } from './rclone-client.js';

interface RcloneRefreshOptions {
  connections: Pick<ConnectionsRepository, 'list' | 'recordResult'>;
  log: Logger;
  now: () => number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Where the sources are an rclone mount run with `--rc`, ask its remote control to re-read the
 * source folders (`vfs/refresh`) before a scan walks them: a mount's directory cache can be
 * minutes old, and a scan of a stale listing misses new files. The path mappings of an rclone
 * connection say which local folder is which remote folder (`/mnt/remote` → `/`); a folder under
 * no mapping is not this remote's. A remote control that fails costs one log line; the scan goes on.
 */
export class RcloneRefresher {
  constructor(private readonly options: RcloneRefreshOptions) {}

  async refresh(folders: readonly string[]): Promise<void> {
    const { connections, log, now } = this.options;
    for (const connection of connections.list()) {
      if (connection.type !== 'rclone' || !connection.enabled) continue;
      const dirs = remoteDirs(folders, connection.pathMappings);
      if (dirs.length === 0) continue;
      try {
        await vfsRefresh(connection, dirs, {
          timeoutMs: this.options.timeoutMs ?? 10_000,
          fetchImpl: this.options.fetchImpl,
        });
        connections.recordResult(connection.id, {
          ok: true,
          message: `refreshed ${dirs.length} ${dirs.length === 1 ? 'folder' : 'folders'}`,
          at: now(),
          toldFolders: dirs.length,
        });
      } catch (err) {
        const message = (err as Error).message;
        connections.recordResult(connection.id, { ok: false, message, at: now(), toldFolders: null });
        log.warn({ connection: connection.name, folders: dirs.length, err: message }, 'rclone: vfs/refresh failed');
      }
    }
  }
}

/** The folders as the remote names them (relative to its root: `vfs/refresh` takes `dir=Movies`). */
function remoteDirs(folders: readonly string[], mappings: readonly { from: string; to: string }[]): string[] {
  const dirs = new Set<string>();
  for (const folder of folders) {
    const mapped = mapPath(path.resolve(folder), mappings);
    if (mapped === path.resolve(folder) && !mappings.some((m) => path.resolve(m.from) === path.resolve(folder)))
      continue;
    dirs.add(mapped.replace(/^[\\/]+/, '').replace(/[\\/]+$/, ''));
  }
  return [...dirs];
}
