import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readlink, rename, rmdir, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { PendingChange, PendingChangesRepository } from '../db/repositories/pending-changes.repository.js';
import { Removal, type TrashRepository, type TrashRow } from '../db/repositories/trash.repository.js';
import type { ProcessedFile } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { isInside, resolveInside } from '../file-tree/resolve-inside.js';

interface TrashDeps {
  ledger: TrashRepository;
  intents: PendingChangesRepository;
  dataDir: string;
  now: () => number;
}

/** What one deletion did. */
interface RemovedCounts {
  links: number;
  files: number;
  /** Source files whose links were removed (for events). */
  sources: string[];
}

const DELETE_REASON = 'Deleted from the library';

/** One `remove` call under way: where its files go, the removal it belongs to, what it did. */
interface Pass {
  root: string;
  batch: string;
  removal: Removal;
  counts: RemovedCounts;
}

/** A deletion a crash cut short belongs to no request any more; finishing it is a removal of its own. */
const finishedAtStart = () => new Removal('delete (finished at start)');

/**
 * Deleting from the library, losing nothing: a link is removed (its target is never touched) and
 * remembered with its record, so it can be put back; a real file is moved to `<data>/trash/`, under
 * a folder per deletion that mirrors its library path, so two deleted `Season 01` folders never
 * collide. A folder is taken apart entry by entry on the same rules, then its empty folders removed.
 * Every change is in the `trash` table; records of removed links leave `processed_files` with a
 * `deleted` row in the file-operation log.
 */
export class LibraryTrash {
  readonly dir: string;
  private readonly ledger: TrashRepository;

  constructor(private readonly deps: TrashDeps) {
    this.dir = path.join(deps.dataDir, 'trash');
    this.ledger = deps.ledger;
  }

  /** Take `abs` out of the library as part of `removal` (one delete request is one removal). */
  async remove(root: string, abs: string, removal: Removal): Promise<RemovedCounts> {
    const info = await lstat(abs).catch(() => null);
    if (!info) throw notFound('File or directory not found', { path: abs });
    const pass: Pass = {
      root,
      batch: path.join(this.dir, `${stamp(this.deps.now())}-${randomBytes(3).toString('hex')}`),
      removal,
      counts: { links: 0, files: 0, sources: [] },
    };
    if (info.isDirectory()) await this.removeFolder(pass, abs);
    else await this.removeOne(pass, abs, info.isSymbolicLink());
    return pass.counts;
  }

  private async removeFolder(pass: Pass, dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) await this.removeFolder(pass, abs);
      else await this.removeOne(pass, abs, entry.isSymbolicLink());
    }
    await rmdir(dir);
  }

  /**
   * One entry out of the library. The intent is written before the disk changes and goes in the
   * transaction that writes the ledger row and lets the records go; when the
   * database refuses, the disk change is undone so disk and records still agree.
   */
  private async removeOne(pass: Pass, abs: string, isLink: boolean): Promise<void> {
    const { intents } = this.deps;
    const { root, removal, counts } = pass;
    const records = this.ledger.recordsAt(abs);
    if (isLink) {
      const target = await readlink(abs);
      const intent = intents.begin('trash-link', { from: abs, root, detail: { target } });
      await this.undoIfRefused(intent, () => unlink(abs));
      await this.undoIfRefused(
        intent,
        async () => intents.complete(intent, () => this.remember(abs, '', 'link', target, records, removal)),
        () => symlink(target, abs),
      );
      counts.links++;
    } else {
      const trashPath = path.join(pass.batch, path.relative(root, abs));
      await mkdir(path.dirname(trashPath), { recursive: true });
      const intent = intents.begin('trash-file', { from: abs, to: trashPath, root });
      await this.undoIfRefused(intent, () => moveFile(abs, trashPath));
      await this.undoIfRefused(
        intent,
        async () => intents.complete(intent, () => this.remember(abs, trashPath, 'file', null, records, removal)),
        () => moveFile(trashPath, abs),
      );
      counts.files++;
    }
    counts.sources.push(...records.map((r) => r.source_path));
  }

  /** Run a step; when it fails, undo what came before it (if given) and drop the intent. */
  private async undoIfRefused(intent: number, step: () => Promise<unknown>, undo?: () => Promise<unknown>) {
    try {
      await step();
    } catch (err) {
      if (undo) await undo().catch(() => undefined);
      this.deps.intents.forget(intent);
      throw err;
    }
  }

  /** The ledger row, and the records' departure logged, in one transaction. */
  private remember(
    abs: string,
    trashPath: string,
    kind: 'link' | 'file',
    target: string | null,
    records: readonly ProcessedFile[],
    removal: Removal,
  ) {
    this.ledger.recordRemoval(
      { originalPath: abs, trashPath, kind, linkTarget: target },
      records,
      { records: 'delete', reason: DELETE_REASON },
      removal,
    );
  }

  /**
   * Finish or drop a deletion or restore that a crash cut short, from what the disk shows: the
   * entry gone from its place (or back in it) means the disk change happened and the records
   * follow; otherwise nothing happened and the intent is dropped.
   */
  async reconcile(change: PendingChange): Promise<'completed' | 'dropped'> {
    const { intents } = this.deps;
    const drop = (): 'dropped' => {
      intents.forget(change.id);
      return 'dropped';
    };
    const at = await lstat(change.fromPath).catch(() => null);
    const detail = change.detail ? (JSON.parse(change.detail) as { target?: string; id?: number }) : {};
    if (change.kind === 'trash-link') {
      if (at?.isSymbolicLink() && (await readlink(change.fromPath)) === detail.target) return drop();
      const records = this.ledger.recordsAt(change.fromPath);
      intents.complete(change.id, () =>
        this.remember(change.fromPath, '', 'link', detail.target ?? null, records, finishedAtStart()),
      );
      return 'completed';
    }
    if (change.kind === 'trash-file') {
      const inTrash = change.toPath ? await lstat(change.toPath).catch(() => null) : null;
      if (at || !inTrash) return drop();
      const records = this.ledger.recordsAt(change.fromPath);
      intents.complete(change.id, () =>
        this.remember(change.fromPath, change.toPath as string, 'file', null, records, finishedAtStart()),
      );
      return 'completed';
    }
    // A restore: the entry is back in its place, so its records come back too.
    const row = detail.id === undefined ? undefined : this.ledger.get(detail.id);
    if (!at || !row) return drop();
    intents.complete(change.id, () => this.ledger.restored(row));
    return 'completed';
  }

  /**
   * What the trash holds for `abs`: the entry deleted there, everything deleted under it when it was a
   * folder, and any link that pointed at it when it is a source file. Oldest first.
   */
  matching(abs: string): TrashRow[] {
    return this.ledger.matching(abs);
  }

  /**
   * Put a deleted entry back where it was: the link (with its record) or the file. Refused when
   * something now occupies the place, or when the place is no longer inside the library.
   */
  async restore(id: number, root: string): Promise<TrashRow> {
    const row = this.ledger.get(id);
    if (!row) throw notFound(`Nothing in the trash with id ${id}`);
    if (row.kind === 'record') {
      // Nothing on disk was taken: the record a skip replaced comes back as it was.
      this.ledger.restored(row);
      return row;
    }
    if (!isInside(root, row.original_path)) {
      throw forbidden('The entry was deleted from another library folder', { path: row.original_path });
    }
    if (await lstat(row.original_path).catch(() => null)) {
      throw conflict(`"${path.basename(row.original_path)}" already exists; move it away first`, {
        path: row.original_path,
      });
    }
    // The folders on the way may have changed since: make sure they still lead nowhere else.
    await resolveInside(root, path.relative(root, row.original_path));
    await mkdir(path.dirname(row.original_path), { recursive: true });
    const { intents } = this.deps;
    const intent = intents.begin('restore', { from: row.original_path, root, detail: { id } });
    const putBack = () =>
      row.kind === 'link'
        ? symlink(row.link_target ?? '', row.original_path)
        : moveFile(row.trash_path, row.original_path);
    const takeAway = () =>
      row.kind === 'link' ? unlink(row.original_path) : moveFile(row.original_path, row.trash_path);
    await this.undoIfRefused(intent, putBack);
    await this.undoIfRefused(intent, async () => intents.complete(intent, () => this.ledger.restored(row)), takeAway);
    return row;
  }
}

/** Rename, or copy then unlink when the trash is on another file system. Never overwrites. */
async function moveFile(from: string, to: string): Promise<void> {
  if (await lstat(to).catch(() => null)) throw conflict('Trash entry already exists', { path: to });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to, fsConstants.COPYFILE_EXCL);
    await unlink(from);
  }
}

function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
