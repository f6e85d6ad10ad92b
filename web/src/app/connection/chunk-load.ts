/**
 * Whether `error` is a page's code failing to load (a lazy route's chunk): the server went away,
 * or was upgraded and no longer has the old build's files. Each browser words it its own way.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i.test(
    error.message,
  );
}
