import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { ArrIdsRepository } from './arr-ids.repository.js';
import { openTestDatabase } from '../../../test/support/test-store.js';

describe('ArrIdsRepository', () => {
  let dir: string;
  let database: AppDatabase;
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands one id per key, keeps it, and never shares it across kinds', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arr-ids-'));
    database = await openTestDatabase(dir);
    const ids = new ArrIdsRepository(database);
    const first = ids.idsFor('series', ['10', '20']);
    const again = ids.idsFor('series', ['20', '10', '30']);
    expect(again.get('10')).toBe(first.get('10'));
    expect(again.get('20')).toBe(first.get('20'));
    const movie = ids.idsFor('movie', ['10']).get('10');
    expect(new Set([...again.values(), movie]).size).toBe(4);
    // Reopening keeps them.
    await database.close();
    database = await openTestDatabase(dir);
    expect(new ArrIdsRepository(database).idsFor('series', []).get('30')).toBe(again.get('30'));
  });
});
