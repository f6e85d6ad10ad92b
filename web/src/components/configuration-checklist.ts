import type { ConfigStatus } from '@cinesync/common';

/** One thing organising needs, whether it is there, and what the server found wrong with it. */
interface ChecklistEntry {
  key: string;
  label: string;
  done: boolean;
  /** Sentences for people: "Not set", or the server's reasons. */
  problems: string[];
}

const NOT_SET = 'Not set';

/**
 * What the Configuration Required screen lists, from `/api/config-status`: the library folder, the
 * source folders and the TMDB key, then any other key the server can't use (a Plex token stored
 * unreadably by an earlier version).
 */
export function configurationChecklist(status: ConfigStatus): ChecklistEntry[] {
  const missing = new Set(status.missing ?? []);
  const keyProblems = status.keyProblems ?? [];
  const sourceProblems = status.sourceProblems ?? [];
  const reasonsFor = (key: string) => keyProblems.filter((p) => p.key === key).map((p) => p.message);

  const libraryProblems = missing.has('DESTINATION_DIR')
    ? [NOT_SET]
    : status.problem
      ? [status.problem]
      : status.needsConfiguration
        ? [`${status.destinationDir} does not exist or can't be read`]
        : [];
  const entries: ChecklistEntry[] = [
    { key: 'DESTINATION_DIR', label: 'Library folder', done: libraryProblems.length === 0, problems: libraryProblems },
    {
      key: 'SOURCE_DIR',
      label: 'Source folders',
      done: !missing.has('SOURCE_DIR') && sourceProblems.length === 0,
      problems: missing.has('SOURCE_DIR') ? [NOT_SET] : sourceProblems,
    },
    {
      key: 'TMDB_API_KEY',
      label: 'TMDB key',
      done: !missing.has('TMDB_API_KEY') && reasonsFor('TMDB_API_KEY').length === 0,
      problems: missing.has('TMDB_API_KEY') ? [NOT_SET] : reasonsFor('TMDB_API_KEY'),
    },
  ];
  for (const key of new Set(keyProblems.map((p) => p.key))) {
    if (key === 'TMDB_API_KEY') continue;
    entries.push({ key, label: key, done: false, problems: reasonsFor(key) });
  }
  return entries;
}
