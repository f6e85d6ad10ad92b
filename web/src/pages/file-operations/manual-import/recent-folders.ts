/** The recent folders of the manual import: 5 kept in local storage, most recent first, no duplicates. */
export const RECENT_FOLDERS_KEY = 'manualImportRecentFolders';
const RECENT_FOLDERS_LIMIT = 5;

export interface RecentFolder {
  path: string;
  /** The time of day it was last used, as shown beside it. */
  label: string;
}

function isRecentFolder(value: unknown): value is RecentFolder {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.path === 'string' && entry.path !== '' && typeof entry.label === 'string';
}

/** The stored list; anything unreadable counts as empty, since it is only a convenience. */
export function loadRecentFolders(storage: Storage = localStorage): RecentFolder[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(RECENT_FOLDERS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isRecentFolder).slice(0, RECENT_FOLDERS_LIMIT) : [];
  } catch {
    return [];
  }
}

function timeOfDayLabel(at: Date): string {
  return at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Puts `path` first (dropping an older entry for it), keeps 5, stores and returns the new list. */
export function rememberRecentFolder(path: string, at = new Date(), storage: Storage = localStorage): RecentFolder[] {
  const trimmed = path.trim();
  const current = loadRecentFolders(storage);
  if (trimmed === '') return current;
  const next = [{ path: trimmed, label: timeOfDayLabel(at) }, ...current.filter((f) => f.path !== trimmed)].slice(
    0,
    RECENT_FOLDERS_LIMIT,
  );
  try {
    storage.setItem(RECENT_FOLDERS_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the shortcut list.
  }
  return next;
}
