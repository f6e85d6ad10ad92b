import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import type { RecordStatus } from '@cinesync/common';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { formatBytes } from '../byte-sizes/format-bytes.js';

describe('formatBytes', () => {
  it('uses binary multiples with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.0 TB');
  });
});

describe('GET /api/stats', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false', CINESYNC_API_PORT: '8082' } });
  });
  afterAll(() => server.dispose());

  it('counts linked files, distinct movies and shows, and their size', async () => {
    const now = Date.now();
    const row = (source: string, mediaType: 'movie' | 'tv', tmdbId: number, status: RecordStatus = 'linked') => ({
      source_path: source,
      destination_path: status === 'linked' ? `/lib${source}` : null,
      status,
      media_type: mediaType,
      tmdb_id: tmdbId,
      file_size: 1024 ** 3,
      created_at: now,
      updated_at: now,
    });
    const records = new ProcessedFilesRepository(server.ctx.database);
    [
      row('/a.mkv', 'movie', 603),
      row('/a-4k.mkv', 'movie', 603),
      row('/b.mkv', 'movie', 438631),
      row('/s1e1.mkv', 'tv', 1396),
      row('/s1e2.mkv', 'tv', 1396),
      row('/review.mkv', 'movie', 11, 'review'),
    ].forEach((r) => records.insert(r));
    const stats = await (await server.request('/api/stats')).json();
    expect(stats).toEqual({
      totalFiles: 5,
      totalFolders: 3,
      totalMovies: 2,
      totalShows: 1,
      storageUsedBytes: 5 * 1024 ** 3,
      storageUsed: '5.0 GB',
      webdavStatus: 'Inactive',
      ip: '0.0.0.0',
      port: 8082,
      // The one file the organiser left for a person.
      needsReview: 1,
    });
  });
});
