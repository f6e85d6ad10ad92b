import { DESTINATION_PLACEHOLDERS, SECRET_MASK, type ConfigItem, type ConfigStatus } from '@cinesync/common';
import { isApiRequestError } from '../../api/api-request-error';

/** The setup's steps, in order. */
export const SETUP_STEPS = ['folders', 'tmdb', 'layout', 'organise'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const STEP_LABELS: Record<SetupStep, string> = {
  folders: 'Folders',
  tmdb: 'TMDB key',
  layout: 'Layout',
  organise: 'Organise',
};

/** Where "Organise now" lands: the Source tab of File Operations, where a scan's progress shows. */
export const ORGANISE_PROGRESS_PATH = '/file-operations';

/** The setup opens by itself on a first run: no folder of either kind is set yet. */
export function isFirstRun(status: ConfigStatus): boolean {
  const missing = status.missing ?? [];
  return missing.includes('SOURCE_DIR') && missing.includes('DESTINATION_DIR');
}

/** The first step with something left to do, for a setup opened on its own. */
export function firstStepToDo(status: ConfigStatus | undefined): SetupStep {
  if (!status) return 'folders';
  const missing = status.missing ?? [];
  if (status.needsConfiguration || missing.includes('SOURCE_DIR') || (status.sourceProblems ?? []).length > 0) {
    return 'folders';
  }
  if (missing.includes('TMDB_API_KEY') || (status.keyProblems ?? []).some((p) => p.key === 'TMDB_API_KEY')) {
    return 'tmdb';
  }
  return 'folders';
}

/** SOURCE_DIR as a list (commas or semicolons), placeholders left out. */
export function splitFolders(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '/path/to/files');
}

/** DESTINATION_DIR as a person would want to see it: '' for the placeholder. */
export function libraryValue(value: string): string {
  const trimmed = value.trim();
  return DESTINATION_PLACEHOLDERS.includes(trimmed) ? '' : trimmed;
}

/** One reason a save was refused: the folder it is about, if any, and what to show. */
export interface FieldProblem {
  folder?: string;
  /** "Folder does not exist" when the server names the folder apart; else its whole sentence. */
  text: string;
}

/** Why a refused save was refused, by the key each reason belongs to (`details.problems`). */
export function problemsByKey(error: unknown): Map<string, FieldProblem[]> {
  const byKey = new Map<string, FieldProblem[]>();
  if (!isApiRequestError(error) || typeof error.details !== 'object' || error.details === null) return byKey;
  const problems = (error.details as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return byKey;
  for (const problem of problems) {
    const { key, message, folder, reason } = (problem ?? {}) as Record<string, unknown>;
    if (typeof key !== 'string' || typeof message !== 'string') continue;
    const entry: FieldProblem =
      typeof folder === 'string' && typeof reason === 'string' ? { folder, text: reason } : { text: message };
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return byKey;
}

/** A folder as the server names it back: no trailing separators. */
export const sameFolder = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/** The server's 403 for a protected change without, or with a wrong, current password. */
export function isPasswordError(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403 && /current password/i.test(error.message);
}

/** A setting's item by key. */
export function itemOf(items: readonly ConfigItem[], key: string): ConfigItem | undefined {
  return items.find((item) => item.key === key);
}

export const isTrue = (value: string | undefined) => /^(true|1|yes)$/i.test((value ?? '').trim());

/** Whether a secret is saved (the list shows the mask for it). */
export const isSaved = (item: ConfigItem | undefined) => item?.masked === true || item?.value === SECRET_MASK;

/** The layout switches the setup offers, with the folders each adds (their names from the settings). */
export const SEPARATIONS = [
  {
    key: '4K_SEPARATION',
    word: '4K',
    label: 'Separate folders for 4K releases',
    folders: ['CUSTOM_4KMOVIE_FOLDER', 'CUSTOM_4KSHOW_FOLDER'],
  },
  {
    key: 'ANIME_SEPARATION',
    word: 'anime',
    label: 'Separate folders for anime',
    folders: ['CUSTOM_ANIME_MOVIE_FOLDER', 'CUSTOM_ANIME_SHOW_FOLDER'],
  },
  {
    key: 'KIDS_SEPARATION',
    word: 'kids',
    label: "Separate folders for kids' titles",
    folders: ['CUSTOM_KIDS_MOVIE_FOLDER', 'CUSTOM_KIDS_SHOW_FOLDER'],
  },
] as const;

const FALLBACK_NAMES: Record<string, string> = {
  CUSTOM_MOVIE_FOLDER: 'Movies',
  CUSTOM_SHOW_FOLDER: 'Shows',
  CUSTOM_4KMOVIE_FOLDER: '4KMovies',
  CUSTOM_4KSHOW_FOLDER: '4KShows',
  CUSTOM_ANIME_MOVIE_FOLDER: 'AnimeMovies',
  CUSTOM_ANIME_SHOW_FOLDER: 'AnimeShows',
  CUSTOM_KIDS_MOVIE_FOLDER: 'KidsMovies',
  CUSTOM_KIDS_SHOW_FOLDER: 'KidsShows',
};

/**
 * The top folders the library will have with these switches, named as the folder settings name
 * them; empty when the kind-based layout is off (the library then follows the source folders).
 */
export function libraryFolders(items: readonly ConfigItem[], switches: Readonly<Record<string, boolean>>): string[] {
  const layout = itemOf(items, 'CINESYNC_LAYOUT');
  const sourceStructure = itemOf(items, 'USE_SOURCE_STRUCTURE');
  if ((layout && !isTrue(layout.value)) || (sourceStructure && isTrue(sourceStructure.value))) return [];
  const name = (key: string) => itemOf(items, key)?.value.trim() || FALLBACK_NAMES[key] || key;
  const keys: string[] = ['CUSTOM_MOVIE_FOLDER', 'CUSTOM_SHOW_FOLDER'];
  for (const separation of SEPARATIONS) if (switches[separation.key]) keys.push(...separation.folders);
  return keys.map(name);
}
