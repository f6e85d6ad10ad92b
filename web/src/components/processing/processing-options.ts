import type { ProcessingOption, SelectedIds } from '@cinesync/common';

/** The Actions tab's options, in the order shown. */
export const ACTION_OPTIONS: { value: ProcessingOption; label: string; description: string }[] = [
  { value: 'auto-select', label: 'Auto-Select First Result', description: 'Use the best match without asking.' },
  { value: 'force', label: 'Force Recreate Symlinks', description: 'Search again and recreate the link.' },
  { value: 'force-show', label: 'Force as TV Show', description: 'Treat the file as an episode.' },
  { value: 'force-movie', label: 'Force as Movie', description: 'Treat the file as a movie.' },
  { value: 'force-extra', label: 'Force as Extra', description: 'File it as an extra of its title.' },
  { value: 'skip', label: 'Skip Processing', description: 'Remove its links and mark it skipped.' },
];

export type IdKind = 'imdb' | 'tmdb' | 'tvdb' | 'season-episode';

/** The Set IDs tab: each field, its hint and its rule (the same rules the server checks). */
export const ID_FIELDS: { kind: IdKind; label: string; placeholder: string; pattern: RegExp; hint: string }[] = [
  { kind: 'imdb', label: 'IMDb ID', placeholder: 'tt1234567', pattern: /^tt\d{5,10}$/, hint: 'Like tt1234567' },
  { kind: 'tmdb', label: 'TMDb ID', placeholder: '603', pattern: /^\d{1,9}$/, hint: 'A number' },
  { kind: 'tvdb', label: 'TVDb ID', placeholder: '81189', pattern: /^\d{1,9}$/, hint: 'A number' },
  {
    kind: 'season-episode',
    label: 'Season/Episode',
    placeholder: 'S01E01',
    pattern: /^[Ss]\d{1,3}[Ee]\d{1,4}$/,
    hint: 'Like S01E01',
  },
];

export type IdValues = Record<IdKind, string>;
export const EMPTY_IDS: IdValues = { imdb: '', tmdb: '', tvdb: '', 'season-episode': '' };

/** The field's problem, or null when it is empty or well formed. */
export function idProblem(kind: IdKind, value: string): string | null {
  const text = value.trim();
  const field = ID_FIELDS.find((f) => f.kind === kind);
  if (text === '' || !field) return null;
  return field.pattern.test(text) ? null : field.hint;
}

/** The IDs to send: the filled, valid fields only (season-episode upper-cased: S01E01). */
export function selectedIdsOf(values: IdValues): SelectedIds {
  const ids: SelectedIds = {};
  for (const { kind } of ID_FIELDS) {
    const text = values[kind].trim();
    if (text === '' || idProblem(kind, text)) continue;
    ids[kind] = kind === 'season-episode' ? text.toUpperCase() : text;
  }
  return ids;
}

/** The options that run in bulk without IDs; any other needs IDs or one file at a time. */
const BULK_OPTIONS: ReadonlySet<ProcessingOption> = new Set([
  'auto-select',
  'force',
  'force-show',
  'force-movie',
  'force-extra',
]);

export const BULK_OPTION_MESSAGE =
  'This option requires individual file processing. Use Auto-Select First Result or the Set IDs tab for bulk processing.';

export function bulkProblem(option: ProcessingOption | null, ids: SelectedIds): string | null {
  if (option === null || BULK_OPTIONS.has(option) || Object.keys(ids).length > 0) return null;
  return BULK_OPTION_MESSAGE;
}

/** A TMDB image path from the tool's poster URL (`…/w342/abc.jpg` → `/abc.jpg`), for the image cache. */
export function posterPathOf(url: string | null): string | null {
  if (!url) return null;
  const match = /\/(?:w\d+|original)(\/[^/?#]+)(?:[?#].*)?$/.exec(url);
  return match?.[1] ?? null;
}
