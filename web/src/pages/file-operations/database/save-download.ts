/** The export's name when the server gave none: `database_export_{YYYY-MM-DD}.csv` (spec §7). */
export function fallbackExportName(now: Date = new Date()): string {
  return `database_export_${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers read the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
