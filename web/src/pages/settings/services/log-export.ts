/** The log export menu's three choices and the file names the server gives them (spec §7). */

export type LogExportKind = 'current' | 'all' | 'today';

export const LOG_EXPORT_ITEMS: readonly { kind: LogExportKind; label: string }[] = [
  { kind: 'current', label: 'Current Log' },
  { kind: 'all', label: 'All Logs (ZIP)' },
  { kind: 'today', label: "Today's Logs" },
];

/** The local calendar day as YYYY-MM-DD. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The query of `GET /api/mediahub/logs/export` for a menu choice: type current, all, or date with today. */
export function exportQuery(kind: LogExportKind, now: Date): string {
  if (kind === 'today') return new URLSearchParams({ type: 'date', date: localDay(now) }).toString();
  return new URLSearchParams({ type: kind }).toString();
}

/** The name to save under when the answer carries none (the server's own naming). */
export function fallbackLogName(kind: LogExportKind, now: Date): string {
  const day = localDay(now);
  if (kind === 'current') return `mediahub_current_log_${day}.log`;
  if (kind === 'all') return `mediahub_logs_${day}.zip`;
  return `mediahub_logs_${day}.log`;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
