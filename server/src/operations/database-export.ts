import { Readable } from 'node:stream';
import { DATABASE_EXPORT_COLUMNS } from '@cinesync/common';
import type {
  BrowserRecordType,
  BrowserRow,
  DatabaseBrowserRepository,
} from '../db/repositories/database-browser.repository.js';

/** Rows joined into one chunk before it is handed to the stream (fewer, larger writes). */
const ROWS_PER_CHUNK = 200;

/** Cells a spreadsheet would run as a formula start with one of these (CSV formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return
 * first) gets a leading apostrophe: a file name is data, never a command. Numbers are written
 * as they are, never prefixed (sizes, ids and seasons are not negative).
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: BrowserRow): string {
  return (
    [
      row.file_path,
      row.destination_path,
      row.tmdb_id,
      row.season_number,
      row.reason,
      // The original wrote "N/A" for an unknown size; an empty cell says the same and stays numeric.
      row.file_size,
    ]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/** `database_export_{YYYY-MM-DD}.csv`, the day of `at` in UTC. */
export function exportFileName(at: number): string {
  return `database_export_${new Date(at).toISOString().slice(0, 10)}.csv`;
}

/**
 * The export as a byte stream: the header, then every record of the filter, newest first. It pulls
 * rows only when the reader asks (`read()` is called again after the socket drained), so memory
 * holds one chunk of rows whatever the table's size.
 */
export function databaseExportStream(
  browser: DatabaseBrowserRepository,
  type: BrowserRecordType,
  query: string | undefined,
): Readable {
  const rows = browser.rows(type, query?.trim() ?? '');
  let headerSent = false;
  return new Readable({
    encoding: 'utf8',
    read() {
      try {
        if (!headerSent) {
          headerSent = true;
          // A byte-order mark so spreadsheet programs read the UTF-8 paths as UTF-8.
          this.push('\uFEFF' + DATABASE_EXPORT_COLUMNS.map(csvCell).join(',') + '\r\n');
          return;
        }
        let chunk = '';
        for (let i = 0; i < ROWS_PER_CHUNK; i++) {
          const next = rows.next();
          if (next.done) {
            if (chunk) this.push(chunk);
            this.push(null);
            return;
          }
          chunk += csvLine(next.value);
        }
        this.push(chunk);
      } catch (err) {
        this.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    },
    destroy(err, callback) {
      rows.return(undefined);
      callback(err);
    },
  });
}
