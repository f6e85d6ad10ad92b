import { Readable } from 'node:stream';
import type { DavEntry } from './dav-entry.js';
import { MultistatusWriter } from './multistatus.js';
import type { PropfindRequest } from './propfind-request.js';

/** Members queued before the queue is compacted (an index walks it, so taking one is O(1)). */
const COMPACT_AT = 4096;

/**
 * A 207 body rendered as the client reads it. Members are queued as they become known (all at
 * once from a cached listing, one by one while links are still being followed) and turned into
 * XML a few hundred at a time only when the socket wants more, so a 10,000-member answer is never
 * held whole in memory and a slow client slows the rendering, not the other way round.
 */
export class MultistatusStream extends Readable {
  private readonly writer: MultistatusWriter;
  private queue: DavEntry[] = [];
  private taken = 0;
  private ended = false;
  private wanted = false;

  constructor(request: PropfindRequest) {
    super();
    this.writer = new MultistatusWriter(request, (chunk) => {
      if (!this.push(chunk)) this.wanted = false;
    });
  }

  add(entry: DavEntry): void {
    if (this.destroyed || this.ended) return;
    this.queue.push(entry);
    if (this.wanted) this.produce();
  }

  /** No more members: the document is closed once the queue is written. */
  close(): void {
    if (this.destroyed || this.ended) return;
    this.ended = true;
    if (this.wanted) this.produce();
  }

  override _read(): void {
    this.wanted = true;
    this.produce();
  }

  private produce(): void {
    while (this.wanted && this.taken < this.queue.length) {
      this.writer.add(this.queue[this.taken++] as DavEntry);
    }
    if (this.taken >= COMPACT_AT) {
      this.queue = this.queue.slice(this.taken);
      this.taken = 0;
    }
    if (this.wanted && this.ended && this.taken === this.queue.length) {
      this.wanted = false;
      this.writer.finish();
      this.push(null);
    }
  }
}
