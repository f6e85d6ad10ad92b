import type { ArrScope } from './arr-key-check.js';

/** The run a command started or joined, as the organiser reports it (its scan ticket). */
export interface CommandRun {
  readonly id: number;
  readonly status: 'queued' | 'started' | 'completed' | 'failed' | 'cancelled';
  readonly queuedAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  readonly message: string | null;
}

/** The commands the face runs, by the names Radarr and Sonarr give them. */
export const RESCAN_COMMANDS = {
  rescanmovie: { name: 'RescanMovie', idField: 'movieId', kind: 'movie' },
  rescanseries: { name: 'RescanSeries', idField: 'seriesId', kind: 'series' },
} as const;

export type RescanCommand = (typeof RESCAN_COMMANDS)[keyof typeof RESCAN_COMMANDS];

interface CommandEntry {
  run: CommandRun;
  command: RescanCommand;
  /** The item id the command named, when it named one. */
  itemId: number | undefined;
  /** Who may read it back: '' for the library-wide key, else the folders whose keys asked. */
  askedBy: Set<string>;
}

/** Ended commands are forgotten after this long, as Radarr and Sonarr clean theirs up. */
const KEEP_ENDED_MS = 5 * 60_000;
/** However many ended within that time, no more than this many are kept. */
const MAX_KEPT = 200;

const askerOf = (scope: ArrScope) => (scope.scope === 'all' ? '' : scope.folderPath);

/**
 * The commands Bazarr posted, read back by id (`GET /api/v3/command/{id}`) or all together, each
 * showing the state of the organiser's run it started or joined. Requests that joined one run
 * share its id, as Radarr and Sonarr answer a command equal to one already queued with that one.
 */
export class ArrCommands {
  private readonly entries = new Map<number, CommandEntry>();

  constructor(private readonly now: () => number) {}

  /** Remember that `scope` asked for `run`; a run already known keeps the command that started it. */
  record(run: CommandRun, command: RescanCommand, itemId: number | undefined, scope: ArrScope): object {
    let entry = this.entries.get(run.id);
    if (!entry) {
      this.prune();
      entry = { run, command, itemId, askedBy: new Set() };
      this.entries.set(run.id, entry);
    }
    entry.askedBy.add(askerOf(scope));
    return commandResource(entry);
  }

  get(id: number, scope: ArrScope): object | undefined {
    const entry = this.entries.get(id);
    return entry && this.visible(entry, scope) ? commandResource(entry) : undefined;
  }

  list(scope: ArrScope): object[] {
    this.prune();
    return [...this.entries.values()].filter((e) => this.visible(e, scope)).map(commandResource);
  }

  private visible(entry: CommandEntry, scope: ArrScope): boolean {
    return scope.scope === 'all' || entry.askedBy.has(askerOf(scope));
  }

  private prune(): void {
    const oldest = this.now() - KEEP_ENDED_MS;
    const ended = [...this.entries.values()].filter((e) => e.run.endedAt !== null);
    for (const entry of ended) if ((entry.run.endedAt ?? 0) < oldest) this.entries.delete(entry.run.id);
    for (const entry of ended.slice(0, Math.max(0, ended.length - MAX_KEPT))) this.entries.delete(entry.run.id);
  }
}

const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

/** A .NET TimeSpan as it is serialised: `hh:mm:ss.fffffff`. */
function timeSpan(ms: number): string {
  const total = Math.max(0, ms);
  const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');
  return (
    `${pad(total / 3_600_000)}:${pad((total / 60_000) % 60)}:${pad((total / 1000) % 60)}` +
    `.${pad((total % 1000) * 10_000, 7)}`
  );
}

/** Radarr's and Sonarr's CommandResource; absent values are left out, as their serialiser does. */
function commandResource(entry: CommandEntry): object {
  const { run, command } = entry;
  const result = run.status === 'completed' ? 'successful' : run.endedAt === null ? 'unknown' : 'unsuccessful';
  return {
    id: run.id,
    name: command.name,
    commandName: command.name.replace(/(?<=[a-z])(?=[A-Z])/g, ' '),
    message: run.message ?? undefined,
    body: {
      ...(entry.itemId === undefined ? {} : { [command.idField]: entry.itemId }),
      sendUpdatesToClient: false,
      updateScheduledTask: true,
      completionMessage: 'Completed',
      requiresDiskAccess: true,
      isExclusive: false,
      isLongRunning: false,
      name: command.name,
      trigger: 'manual',
      suppressMessages: false,
    },
    priority: 'normal',
    status: run.status,
    result,
    queued: iso(run.queuedAt),
    started: iso(run.startedAt),
    ended: iso(run.endedAt),
    duration: run.startedAt !== null && run.endedAt !== null ? timeSpan(run.endedAt - run.startedAt) : undefined,
    exception: run.status === 'failed' ? (run.message ?? undefined) : undefined,
    trigger: 'manual',
    stateChangeTime: iso(run.startedAt ?? run.endedAt),
    sendUpdatesToClient: false,
    updateScheduledTask: true,
  };
}
