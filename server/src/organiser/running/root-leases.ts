import type { InstanceLocksRepository } from '../../db/repositories/instance-locks.repository.js';
import type { Logger } from '../../log.js';
import type { ActivityLog } from './activity-log.js';

interface RootLeasesDeps {
  /** Who works which source folder when several instances share the store; absent, this one works all. */
  locks?: InstanceLocksRepository;
  log: Logger;
  activity: ActivityLog;
  /** The source folders usable now (judged at every call). */
  usableRoots: () => Promise<string[]>;
  /** Folders another instance let go were just taken: organise and watch them. */
  onGained: () => Promise<void>;
  /** How often to try to take over folders another instance let go (default 2 s). */
  pollMs?: number;
}

const lockKey = (root: string) => `root:${root}`;

/**
 * Which source folders this instance organises and watches. One organiser and one monitor per
 * folder across instances sharing a store, so two never link the same new file at once; a folder
 * another instance let go is taken over while this one works.
 */
export class RootLeases {
  /** The source folders the running scan or monitor works. */
  private worked = new Set<string>();
  /** Source folders another instance works, said once in the log rather than at every scan. */
  private leftToOthers = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private takingOver = false;

  constructor(private readonly deps: RootLeasesDeps) {}

  /** Every usable folder, unless the store is shared; then those whose lock this one holds or can take now. */
  async claim(usable: readonly string[]): Promise<string[]> {
    const { locks } = this.deps;
    const roots: string[] = [];
    for (const root of usable) {
      if (!locks || locks.tryLock(lockKey(root))) roots.push(root);
      else if (!this.worked.has(root) && !this.leftToOthers.has(root)) {
        this.deps.log.info({ root }, 'another instance organises this source folder; it is left to that one');
        this.deps.activity.write('INFO', `Source ${root} is organised by another instance`);
      }
    }
    this.leftToOthers = new Set(usable.filter((root) => !roots.includes(root)));
    this.worked = new Set(roots);
    return roots;
  }

  /** The folders the last claim left to another instance, with who holds each and since when. */
  heldByOthers(): { root: string; holder: { name: string; since: string } | null }[] {
    return [...this.leftToOthers].map((root) => ({ root, holder: this.deps.locks?.holderOf(lockKey(root)) ?? null }));
  }

  /** While the service or monitor runs on a shared store, folders another instance let go are taken over. */
  watch(): void {
    if (!this.deps.locks?.shared || this.timer) return;
    this.timer = setInterval(() => void this.takeOver(), this.deps.pollMs ?? 2000);
    this.timer.unref();
  }

  release(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const root of this.worked) this.deps.locks?.unlock(lockKey(root));
    this.worked.clear();
  }

  private async takeOver(): Promise<void> {
    const { locks } = this.deps;
    if (!locks || this.takingOver) return;
    const gained = (await this.deps.usableRoots()).filter(
      (root) => !this.worked.has(root) && locks.tryLock(lockKey(root)),
    );
    if (gained.length === 0) return;
    this.takingOver = true;
    try {
      this.deps.log.info({ roots: gained }, 'took over source folders no other instance works');
      this.deps.activity.write('INFO', `Took over ${gained.join(', ')} from an instance that stopped`);
      await this.deps.onGained();
    } catch (err) {
      this.deps.log.warn({ err }, 'taking over source folders failed');
    } finally {
      this.takingOver = false;
    }
  }
}
