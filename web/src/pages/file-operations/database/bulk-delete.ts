import type { DatabaseRecord } from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { isApiRequestError } from '../../../api/api-request-error';
import { deleteLinks, deleteRecords } from './database-api';
import { plural } from '../../../format/plural';

/**
 * Deleting selected records (spec §7): a record with a library link goes through the library's
 * delete (which removes the link), one without through the file-operations bulk delete (which only
 * removes the record). The two calls are independent; their failures are reported together.
 */

interface DeleteSplit {
  /** Links of records that have one, for `POST /api/delete`. */
  destinationPaths: string[];
  /** Source paths of records without a link, for `DELETE /api/file-operations/bulk`. */
  sourcePaths: string[];
}

export function splitForDelete(records: readonly DatabaseRecord[]): DeleteSplit {
  const destinationPaths: string[] = [];
  const sourcePaths: string[] = [];
  for (const record of records) {
    if (record.destination_path) destinationPaths.push(record.destination_path);
    else sourcePaths.push(record.file_path);
  }
  return { destinationPaths, sourcePaths };
}

/** How one of the two calls went. */
export interface DeletePart {
  kind: 'files' | 'records';
  attempted: number;
  deleted: number;
  /** Per-entry failures the server listed. */
  errors: string[];
  /** The call failed as a whole: the server's reason, or '' when it gave none. Null when it answered. */
  refused: string | null;
}

/** The §8 "Database" texts for the outcome; empty when everything went. */
export function deleteFailureMessages(parts: readonly DeletePart[]): string[] {
  const errorCount = parts.reduce((n, part) => n + part.errors.length, 0);
  const deleted = parts.reduce((n, part) => n + part.deleted, 0);
  if (parts.every((part) => part.refused === null) && errorCount > 0 && deleted === 0) {
    return [`Failed to delete any files. ${plural(errorCount, 'error')} occurred.`];
  }
  const messages: string[] = [];
  for (const part of parts) {
    if (part.refused !== null) {
      messages.push(refusedMessage(part, part.refused));
    } else if (part.errors.length > 0) {
      messages.push(
        part.kind === 'files'
          ? `Failed to delete ${plural(part.errors.length, 'file')}: ${part.errors[0]}`
          : `Failed to delete ${part.errors.length} database records`,
      );
    }
  }
  return messages;
}

function refusedMessage(part: DeletePart, reason: string): string {
  if (part.kind === 'records') return `Failed to delete ${part.attempted} database records`;
  return reason === '' ? 'Failed to delete files' : `Failed to delete ${plural(part.attempted, 'file')}: ${reason}`;
}

type Answer = { success: boolean; deletedCount: number; errors: { message: string }[] };

async function runPart(kind: DeletePart['kind'], paths: string[], call: () => Promise<Answer>): Promise<DeletePart> {
  const part: DeletePart = { kind, attempted: paths.length, deleted: 0, errors: [], refused: null };
  try {
    const answer = await call();
    part.deleted = answer.deletedCount;
    part.errors = answer.errors.map((error) => error.message);
    if (!answer.success && answer.errors.length === 0) part.refused = '';
  } catch (error) {
    // Only an answer from the server is reported by part; anything else falls to the generic text.
    if (!isApiRequestError(error)) throw error;
    part.refused = error.message;
  }
  if (part.refused !== null || part.errors.length > 0) console.error(`Database ${kind} delete failed`, part);
  return part;
}

/** Runs the delete of `records`; resolves to the failure texts to show (none on full success). */
export async function bulkDeleteRecords(api: ApiClient, records: readonly DatabaseRecord[]): Promise<string[]> {
  const { destinationPaths, sourcePaths } = splitForDelete(records);
  try {
    const parts = await Promise.all([
      destinationPaths.length > 0 ? runPart('files', destinationPaths, () => deleteLinks(api, destinationPaths)) : null,
      sourcePaths.length > 0 ? runPart('records', sourcePaths, () => deleteRecords(api, sourcePaths)) : null,
    ]);
    return deleteFailureMessages(parts.filter((part) => part !== null));
  } catch (error) {
    console.error('Database delete failed', error);
    return ['Failed to delete selected files'];
  }
}
