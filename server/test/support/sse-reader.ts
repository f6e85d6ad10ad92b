import type { LiveEvent } from '@cinesync/common';

/**
 * Read server-sent events from a fetch response, one parsed `data:` message at a time. Lines split
 * across chunks are joined before parsing.
 */
export class SseReader {
  private buffer = '';
  private readonly queue: LiveEvent[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(response: Response) {
    if (!response.body) throw new Error('event stream response has no body');
    this.reader = response.body.getReader();
  }

  /** The next event, optionally of a given type (others are skipped), within a time limit. */
  async next(type?: string, timeoutMs = 5000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.queue.findIndex((e) => type === undefined || e.type === type);
      if (index !== -1) {
        const [event] = this.queue.splice(0, index + 1).slice(-1);
        if (event) return event;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? 'event'} within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no ${type ?? 'event'} within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('event stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) !== -1) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (data) this.queue.push(JSON.parse(data) as LiveEvent);
      }
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
