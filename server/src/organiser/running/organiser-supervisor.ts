import type { OrganiserSetupKey } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import type { ConfigKey } from '../../config/keys.js';
import { sendableSecret } from '../../config/stored-secret.js';
import { resolveUsableFolders } from '../../config/usable-folders.js';
import type { Logger } from '../../log.js';
import type { ActivityLog } from './activity-log.js';
import type { OrganiserService } from './organiser-service.js';

/** The setting that remembers whether the service runs: a person's Start and Stop write it. */
const REMEMBERED: ConfigKey = 'MEDIAHUB_AUTO_START';
const FOLDER_KEYS: readonly ConfigKey[] = ['SOURCE_DIR', 'DESTINATION_DIR'];

/** Which of the folders and the TMDB key are not set (or not usable) yet, judged now. */
export async function missingSetup(config: ConfigStore): Promise<OrganiserSetupKey[]> {
  const folders = await resolveUsableFolders(config);
  const missing: OrganiserSetupKey[] = [];
  if (folders.sources.length === 0) missing.push('SOURCE_DIR');
  if (folders.library === undefined) missing.push('DESTINATION_DIR');
  if (sendableSecret('TMDB_API_KEY', config.get('TMDB_API_KEY')) === '') missing.push('TMDB_API_KEY');
  return missing;
}

interface OrganiserSupervisorDeps {
  config: ConfigStore;
  service: OrganiserService;
  log: Logger;
  activity: ActivityLog;
}

/**
 * Keeps the organiser running as a person asked, the way Sonarr never stops watching: the service
 * starts with the server, and by itself as soon as Settings make the folders and the TMDB key
 * usable; a change of folders restarts it on the new ones, a new key sends the files that waited
 * for it through a scan. MEDIAHUB_AUTO_START (default on) is the memory: Stop on the Services tab
 * turns it off, so a person who stopped the service finds it stopped after a restart, and Start
 * turns it back on. Every step takes its turn, so a Stop is never overtaken by a start the
 * settings asked for a moment before.
 */
export class OrganiserSupervisor {
  private turn: Promise<unknown> = Promise.resolve();
  private stopListening: (() => void) | undefined;
  private closed = false;

  constructor(private readonly deps: OrganiserSupervisorDeps) {}

  /** Boot: start what the settings ask for, then follow their changes. */
  async open(): Promise<void> {
    this.stopListening = this.deps.config.onChange((change) => {
      void this.inTurn(() => this.settingsChanged(change.keys)).catch((err: unknown) =>
        this.deps.log.error({ err, keys: change.keys }, 'following a settings change failed'),
      );
    });
    await this.inTurn(() => this.boot());
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening?.();
    await this.turn.catch(() => undefined);
  }

  /** A person's Start: the service runs now and after every restart. */
  start(): Promise<void> {
    return this.inTurn(async () => {
      await this.deps.service.start();
      await this.remember(true);
    });
  }

  /** A person's Stop: the service stays stopped, also after a restart, until someone starts it. */
  stop(): Promise<void> {
    return this.inTurn(async () => {
      await this.deps.service.stop();
      await this.remember(false);
    });
  }

  restart(): Promise<void> {
    return this.inTurn(async () => {
      await this.deps.service.restart();
      await this.remember(true);
    });
  }

  private async boot(): Promise<void> {
    const { config, service, log, activity } = this.deps;
    if (config.getBoolean(REMEMBERED)) {
      const missing = await missingSetup(config);
      if (missing.length === 0) await service.start();
      else activity.write('INFO', `MediaHub service starts once ${missing.join(', ')} ${verb(missing)} set`);
    } else if (config.getBoolean('RTM_AUTO_START')) {
      await service.startMonitor().catch((err: unknown) => log.warn({ err }, 'monitor did not start'));
    }
  }

  private async settingsChanged(keys: readonly ConfigKey[]): Promise<void> {
    const folders = keys.some((key) => FOLDER_KEYS.includes(key));
    if (this.closed || (!folders && !keys.includes('TMDB_API_KEY'))) return;
    const { config, service, log, activity } = this.deps;
    if (service.status().isRunning) {
      if (folders) {
        activity.write('INFO', 'Folder settings changed: MediaHub service restarts on the new folders');
        await service.restart();
      } else {
        activity.write('INFO', 'TMDB key changed: files that waited for it are scanned again');
        service
          .runScan({ kind: 'settings' })
          .catch((err: unknown) => log.warn({ err }, 'scan after a new TMDB key failed'));
      }
      return;
    }
    if (!config.getBoolean(REMEMBERED) || (await missingSetup(config)).length > 0) return;
    activity.write('INFO', 'Folders and TMDB key are set: MediaHub service starts');
    await service.start();
  }

  /** Writes MEDIAHUB_AUTO_START; the action itself stands even when it can't be remembered. */
  private async remember(running: boolean): Promise<void> {
    const { config, log, activity } = this.deps;
    if (config.getBoolean(REMEMBERED) === running) return;
    if (config.lockedBy(REMEMBERED)) {
      log.info({ key: REMEMBERED }, 'set by the environment: the next start follows it, not this action');
      return;
    }
    try {
      await config.update([{ key: REMEMBERED, value: String(running) }], [REMEMBERED]);
    } catch (err) {
      log.warn({ err, key: REMEMBERED }, 'the service state could not be remembered');
      activity.write('WARNING', `${REMEMBERED} could not be saved (${(err as Error).message})`);
    }
  }

  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const next = this.turn.then(task, task);
    this.turn = next.catch(() => undefined);
    return next;
  }
}

const verb = (keys: readonly string[]) => (keys.length === 1 ? 'is' : 'are');
