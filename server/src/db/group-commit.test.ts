import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-store.js';
import type { AppDatabase } from './database.js';
import { GroupCommit, type BulkWriter } from './group-commit.js';

describe('GroupCommit', () => {
  let database: AppDatabase;
  let transactions: number;
  let counted: Pick<AppDatabase, 'transaction'>;

  beforeEach(async () => {
    database = await openTestDatabase();
    database.sql.exec('CREATE TABLE group_commit_probe (id integer PRIMARY KEY, note text NOT NULL)');
    transactions = 0;
    counted = {
      transaction: (work) => {
        transactions += 1;
        return database.transaction(work);
      },
    };
  });
  afterEach(() => database.close());

  const insert =
    (id: number, note = `row ${id}`) =>
    () => {
      database.sql.prepare('INSERT INTO group_commit_probe (id, note) VALUES (?, ?)').run(id, note);
    };
  const rows = () => database.sql.prepare('SELECT id FROM group_commit_probe ORDER BY id').pluck().all();

  it('commits the writes queued within its delay in one transaction, in order', async () => {
    const group = new GroupCommit(counted, { maxDelayMs: 20 });
    const order: number[] = [];
    const done = [1, 2, 3].map((id) => group.write([`k${id}`], insert(id)).then(() => order.push(id)));
    expect(rows()).toEqual([]);
    expect(group.holds('k2')).toBe(true);
    await Promise.all(done);
    expect(rows()).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(transactions).toBe(1);
    expect(group.holds('k2')).toBe(false);
  });

  it('commits a full group at once, and an urgent write on the next turn', async () => {
    const group = new GroupCommit(counted, { maxWrites: 2, maxDelayMs: 60_000 });
    void group.write(['a'], insert(1));
    void group.write(['b'], insert(2));
    expect(rows()).toEqual([1, 2]);
    await group.write(['c'], insert(3), true);
    expect(rows()).toEqual([1, 2, 3]);
    expect(transactions).toBe(2);
  });

  it('fails only the write that fails: the rest of its group still commits', async () => {
    const group = new GroupCommit(counted, { maxDelayMs: 5 });
    const first = group.write(['a'], insert(1));
    const clash = group.write(['b'], insert(1, 'same id again'));
    const third = group.write(['c'], insert(3));
    await expect(first).resolves.toBeUndefined();
    await expect(clash).rejects.toThrow();
    await expect(third).resolves.toBeUndefined();
    expect(rows()).toEqual([1, 3]);
    expect(database.sql.prepare('SELECT note FROM group_commit_probe WHERE id = 1').pluck().get()).toBe('row 1');
  });

  it('flush commits what is queued before a read', () => {
    const group = new GroupCommit(counted, { maxDelayMs: 60_000 });
    void group.write(['a'], insert(7));
    expect(rows()).toEqual([]);
    group.flush();
    expect(rows()).toEqual([7]);
    group.flush();
    expect(transactions).toBe(1);
  });

  it('hands neighbouring items of one bulk writer over together, split where a key comes again', async () => {
    const calls: string[] = [];
    const writer: BulkWriter<number> = {
      writeMany: (items) => {
        calls.push(items.join('+'));
        for (const id of items) insert(id)();
      },
    };
    const group = new GroupCommit(counted, { maxDelayMs: 60_000 });
    const done = [
      group.write(['a'], { writer, item: 1 }),
      group.write(['b'], { writer, item: 2 }),
      group.write(['x'], () => calls.push('closure')),
      group.write(['c'], { writer, item: 3 }),
      group.write(['c'], { writer, item: 4 }),
    ];
    group.flush();
    await Promise.all(done);
    expect(calls).toEqual(['1+2', 'closure', '3', '4']);
    expect(rows()).toEqual([1, 2, 3, 4]);
    expect(transactions).toBe(1);
  });

  it('runs a failing bulk group item by item, so only the bad item fails', async () => {
    const writer: BulkWriter<number> = { writeMany: (items) => items.forEach((id) => insert(id)()) };
    const group = new GroupCommit(counted, { maxDelayMs: 60_000 });
    const done = [1, 2, 2, 3].map((id, k) => group.write([`k${k}`], { writer, item: id }));
    group.flush();
    const settled = await Promise.allSettled(done);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual([1, 2, 3]);
  });
});
