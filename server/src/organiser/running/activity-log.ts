import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_PATTERN = /^mediahub_(\d{4}-\d{2}-\d{2})\.log$/;

/**
 * The organiser's own log, as people read it on the Services tab: one file per day under
 * `data/logs/` and the latest lines in memory. Writes are appended in order through one queue.
 */
export class ActivityLog {
  private readonly recent: string[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** Lines waiting for the write in flight, per day file: a busy scan appends many at once. */
  private readonly waiting = new Map<string, string[]>();

  constructor(
    readonly dir: string,
    private readonly now: () => number = Date.now,
    private readonly keep = 500,
  ) {}

  write(level: 'INFO' | 'WARNING' | 'ERROR' | 'DEBUG', message: string): void {
    const stamp = new Date(this.now());
    const line = `${stamp.toISOString().replace('T', ' ').slice(0, 19)} - ${level} - ${message.replace(/\r?\n/g, ' ')}`;
    this.recent.push(line);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    const file = path.join(this.dir, `mediahub_${dateOf(stamp)}.log`);
    const lines = this.waiting.get(file);
    if (lines) {
      lines.push(line);
      return;
    }
    this.waiting.set(file, [line]);
    this.queue = this.queue
      .then(async () => {
        const batch = this.waiting.get(file) ?? [];
        this.waiting.delete(file);
        const text = batch.join('\n') + '\n';
        await appendFile(file, text, 'utf8').catch(async (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
          await mkdir(this.dir, { recursive: true });
          await appendFile(file, text, 'utf8');
        });
      })
      .catch(() => undefined);
  }

  recentLines(limit = 200): string[] {
    return this.recent.slice(-limit);
  }

  /** Wait for queued lines to reach the disk (exports, tests). */
  flush(): Promise<void> {
    return this.queue;
  }

  /** Days that have a log file, newest first. */
  async days(): Promise<string[]> {
    try {
      const names = await readdir(this.dir);
      return names
        .map((n) => FILE_PATTERN.exec(n)?.[1])
        .filter((d): d is string => d !== undefined)
        .sort()
        .reverse();
    } catch {
      return [];
    }
  }

  fileFor(day: string): string {
    return path.join(this.dir, `mediahub_${day}.log`);
  }

  async read(day: string): Promise<string | null> {
    await this.flush();
    try {
      return await readFile(this.fileFor(day), 'utf8');
    } catch {
      return null;
    }
  }

  today(): string {
    return dateOf(new Date(this.now()));
  }
}

export function dateOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}
