import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSizes, posterPathPattern, type ImageSize } from '@cinesync/common';
import { AppError, invalid, notFound } from '../errors.js';
import type { Logger } from '../log.js';
import { UpstreamError } from './upstream-error.js';

/**
 * Size cap of the poster cache. There is no configuration key for it (keys.ts has none, and the
 * Settings page renders from that table): 512 MiB holds about 20,000 w342 posters, a large
 * library's worth, and the oldest-read ones go first when it is full.
 */
const IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** A poster is tens of kilobytes, a w1280 backdrop a few hundred; anything past this is refused, not cut. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Last-access times are written to disk at most this often per image. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

interface ImageCacheOptions {
  /** `<data>/cache/images`. */
  dir: string;
  /** TMDB_IMAGE_BASE_URL, read on every fetch so a change in Settings applies at once. */
  baseUrl: () => string;
  log: Logger;
  maxBytes?: number;
  maxImageBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface CachedImage {
  file: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

interface IndexEntry {
  bytes: number;
  lastAccess: number;
}

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };
const SIZES = new Set<string>(imageSizes);

/**
 * TMDB images on disk, fetched once from TMDB_IMAGE_BASE_URL and then served locally. File names are
 * `<size>/<poster file>`: the poster path is one validated name, so nothing can reach outside the
 * cache folder or ask the image host for anything but an image. The index of what is cached (bytes
 * and last access) is read from disk once, then kept in memory, so a download never walks the
 * folder; past the cap the least recently read images are removed down to 90%. Concurrent requests
 * for the same image share one download.
 */
export class ImageCache {
  private index: Map<string, IndexEntry> | undefined;
  private indexing: Promise<Map<string, IndexEntry>> | undefined;
  private totalBytes = 0;
  private readonly inFlight = new Map<string, Promise<CachedImage>>();
  private readonly maxBytes: number;
  private readonly maxImageBytes: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ImageCacheOptions) {
    this.maxBytes = options.maxBytes ?? IMAGE_CACHE_MAX_BYTES;
    this.maxImageBytes = options.maxImageBytes ?? MAX_IMAGE_BYTES;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  async get(poster: string, size: ImageSize): Promise<CachedImage> {
    if (!posterPathPattern.test(poster)) throw invalid('poster is a TMDB image path like /abc123.jpg', { poster });
    if (!SIZES.has(size)) throw invalid(`size is one of ${imageSizes.join(', ')}`, { size });
    const key = `${size}${poster}`;
    const file = path.join(this.options.dir, size, poster.slice(1));
    const index = await this.loadIndex();
    const known = index.get(key);
    if (known) {
      const info = await stat(file).catch(() => null);
      if (info) {
        await this.touch(file, known, info.mtime);
        return { file, size: info.size, mtimeMs: info.mtimeMs, contentType: contentTypeOf(file) };
      }
      this.forget(key);
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.download(key, file, poster, size).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Bytes and images held, for tests and logs. */
  async usage(): Promise<{ bytes: number; images: number }> {
    const index = await this.loadIndex();
    return { bytes: this.totalBytes, images: index.size };
  }

  /**
   * Remove the least recently read images until the cache is under its cap (the image-cache-prune
   * job; downloads also evict as they go). Returns what went.
   */
  async prune(): Promise<{ images: number; bytes: number }> {
    const index = await this.loadIndex();
    const before = { images: index.size, bytes: this.totalBytes };
    await this.evict('');
    return { images: before.images - index.size, bytes: before.bytes - this.totalBytes };
  }

  private async download(key: string, file: string, poster: string, size: ImageSize): Promise<CachedImage> {
    const base = this.options.baseUrl().trim().replace(/\/+$/, '');
    const url = `${base}/${size}${poster}`;
    let body: Buffer;
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound('TMDB has no such image', { poster, size });
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('image/')) {
        await response.body?.cancel();
        throw new UpstreamError('bad_gateway', `The image host answered ${response.status} ${type}`.trim());
      }
      body = await readLimited(response, this.maxImageBytes);
    } catch (err) {
      if (err instanceof UpstreamError || err instanceof AppError) throw err;
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new UpstreamError('timeout', `The image host did not answer within ${this.timeoutMs} ms`);
      }
      throw new UpstreamError('bad_gateway', `Could not reach the image host: ${(err as Error).message}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
    await writeFile(temp, body);
    await rename(temp, file);
    const info = await stat(file);
    this.remember(key, info.size);
    await this.evict(key);
    this.options.log.debug({ poster, size, bytes: info.size }, 'image cached');
    return { file, size: info.size, mtimeMs: info.mtimeMs, contentType: contentTypeOf(file) };
  }

  private loadIndex(): Promise<Map<string, IndexEntry>> {
    if (this.index) return Promise.resolve(this.index);
    this.indexing ??= this.readIndex().then((index) => {
      this.index = index;
      return index;
    });
    return this.indexing;
  }

  private async readIndex(): Promise<Map<string, IndexEntry>> {
    const index = new Map<string, IndexEntry>();
    await mkdir(this.options.dir, { recursive: true });
    for (const sizeDir of await readdir(this.options.dir, { withFileTypes: true })) {
      if (!sizeDir.isDirectory() || !SIZES.has(sizeDir.name)) continue;
      const folder = path.join(this.options.dir, sizeDir.name);
      for (const name of await readdir(folder)) {
        const file = path.join(folder, name);
        if (name.includes('.tmp-')) {
          await unlink(file).catch(() => undefined); // left by a crash mid-download
          continue;
        }
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) continue;
        index.set(`${sizeDir.name}/${name}`, { bytes: info.size, lastAccess: info.atimeMs });
        this.totalBytes += info.size;
      }
    }
    return index;
  }

  private remember(key: string, bytes: number): void {
    this.forget(key);
    this.index?.set(key, { bytes, lastAccess: this.now() });
    this.totalBytes += bytes;
  }

  private forget(key: string): void {
    const entry = this.index?.get(key);
    if (!entry) return;
    this.index?.delete(key);
    this.totalBytes -= entry.bytes;
  }

  /** Last access lives in the file's atime (set explicitly: mounts with noatime never update it). */
  private async touch(file: string, entry: IndexEntry, mtime: Date): Promise<void> {
    const now = this.now();
    if (now - entry.lastAccess < TOUCH_INTERVAL_MS) return;
    entry.lastAccess = now;
    await utimes(file, new Date(now), mtime).catch(() => undefined);
  }

  private async evict(keep: string): Promise<void> {
    if (!this.index || this.totalBytes <= this.maxBytes) return;
    const target = this.maxBytes * 0.9;
    const oldestFirst = [...this.index.entries()].sort((a, b) => a[1].lastAccess - b[1].lastAccess);
    for (const [key] of oldestFirst) {
      if (this.totalBytes <= target) break;
      if (key === keep) continue;
      const [size, name] = key.split('/') as [string, string];
      await unlink(path.join(this.options.dir, size, name)).catch(() => undefined);
      this.forget(key);
    }
  }
}

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    throw new UpstreamError('bad_gateway', `The image is larger than ${limit} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new UpstreamError('bad_gateway', `The image is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
