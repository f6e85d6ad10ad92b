const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in B, KB, MB, GB or TB with one decimal (spec §9), 1024 to the step; nothing bigger
 * than TB, so a petabyte reads "1024.0 TB". Zero, negative and non-finite sizes read "0 B".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${(bytes / 1024 ** unit).toFixed(1)} ${UNITS[unit]}`;
}
