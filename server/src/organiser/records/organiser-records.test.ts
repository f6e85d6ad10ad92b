import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { openRepositories } from '../../db/repositories/repositories.js';
import { openTestDatabase } from '../../../test/support/test-store.js';
import { OrganiserRecords } from './organiser-records.js';

describe('OrganiserRecords: records read ahead', () => {
  let database: AppDatabase;
  let clock: number;
  let records: OrganiserRecords;
  /** Writes behind the organiser's back, as a person's action through another service would. */
  let elsewhere: ProcessedFilesRepository;

  const decide = (sourcePath: string, reason: string, batched = false) =>
    records.recordUnlinked({ sourcePath, status: 'review', reason, fileSize: 1 }, { batched });

  beforeEach(async () => {
    database = await openTestDatabase();
    clock = 1_000_000;
    records = new OrganiserRecords(
      database,
      openRepositories(database, () => clock),
      () => clock,
    );
    elsewhere = new ProcessedFilesRepository(database);
    await decide('/s/a.mkv', 'first look');
    await decide('/s/b.mkv', 'first look');
  });
  afterEach(async () => {
    records.flush();
    await database.close();
  });

  it('answers each path once from what it read ahead, then from the store', () => {
    records.readAhead(['/s/a.mkv', '/s/b.mkv', '/s/none.mkv']);
    elsewhere.deleteBySource('/s/a.mkv');
    expect(records.bySource('/s/a.mkv')?.reason).toBe('first look');
    expect(records.bySource('/s/none.mkv')).toBeUndefined();
    // Taken once: the next read goes to the store and sees the change.
    expect(records.bySource('/s/a.mkv')).toBeUndefined();
  });

  it('reads the store again once what it read ahead is over a second old', () => {
    records.readAhead(['/s/a.mkv']);
    elsewhere.deleteBySource('/s/a.mkv');
    clock += 1001;
    expect(records.bySource('/s/a.mkv')).toBeUndefined();
  });

  it('always sees its own later decisions, queued or committed', async () => {
    records.readAhead(['/s/a.mkv', '/s/b.mkv']);
    const queued = decide('/s/a.mkv', 'second look', true);
    expect(records.bySource('/s/a.mkv')?.reason).toBe('second look');
    await queued;
    const committed = decide('/s/b.mkv', 'second look');
    records.flush();
    await committed;
    expect(records.bySource('/s/b.mkv')?.reason).toBe('second look');
  });

  it('does not read ahead a path whose decision is still queued', async () => {
    const queued = decide('/s/a.mkv', 'queued', true);
    records.readAhead(['/s/a.mkv']);
    records.flush();
    await queued;
    expect(records.bySource('/s/a.mkv')?.reason).toBe('queued');
  });
});
