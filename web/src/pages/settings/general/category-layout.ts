import { configCategories, type ConfigCategory, type ConfigItem } from '@cinesync/common';
import { namingKindOfKey } from '../naming/naming-format-keys';

/**
 * Items that lead their category, in this order. Directory Paths is the spec's; the others follow the
 * original's reading order (server address, then sign-in; layout switch before its folders).
 */
const FIRST_ITEMS: Partial<Record<ConfigCategory, readonly string[]>> = {
  'Directory Paths': ['SOURCE_DIR', 'DESTINATION_DIR'],
  'CineSync Configuration': [
    'CINESYNC_IP',
    'CINESYNC_API_PORT',
    'CINESYNC_UI_PORT',
    'CINESYNC_AUTH_ENABLED',
    'CINESYNC_USERNAME',
    'CINESYNC_PASSWORD',
  ],
  'Media Folders Configuration': ['CINESYNC_LAYOUT'],
  'Renaming Structure Configuration': ['RENAME_ENABLED', 'RENAME_TAGS'],
};

/** The items a category shows, sorted: its fixed first items, then required first, then by key. */
export function itemsOfCategory(items: readonly ConfigItem[], category: ConfigCategory): ConfigItem[] {
  const first = FIRST_ITEMS[category] ?? [];
  const rank = (item: ConfigItem) => {
    const index = first.indexOf(item.key);
    return index === -1 ? first.length : index;
  };
  return items
    .filter((item) => item.category === category && !item.hidden)
    .sort(
      (a, b) =>
        rank(a) - rank(b) || Number(b.required) - Number(a.required) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** The sub-tabs, in the spec's order, each only when it has a visible item. */
export function visibleCategories(items: readonly ConfigItem[]): ConfigCategory[] {
  return configCategories.filter((category) => items.some((item) => item.category === category && !item.hidden));
}

/**
 * Resolution Folder Mappings in its three parts, by key name: the `*_RESOLUTION_STRUCTURE` switches
 * (and anything that is neither a movie nor a show folder), then `MOVIE_*` folders, then `SHOW_*`
 * folders (the keys.ts descriptions say "movie …" and "show …" for exactly these prefixes).
 */
export function resolutionColumns(items: readonly ConfigItem[]): {
  structure: ConfigItem[];
  movie: ConfigItem[];
  show: ConfigItem[];
} {
  const isFolder = (item: ConfigItem) => item.key.includes('_RESOLUTION_FOLDER_');
  const movie = items.filter((item) => isFolder(item) && item.key.startsWith('MOVIE_'));
  const show = items.filter((item) => isFolder(item) && item.key.startsWith('SHOW_'));
  return { structure: items.filter((item) => !movie.includes(item) && !show.includes(item)), movie, show };
}

/** Renaming Structure in its parts: always shown, the advanced options, and the naming formats. */
export function renamingSections(items: readonly ConfigItem[]): {
  basic: ConfigItem[];
  advanced: ConfigItem[];
  formats: ConfigItem[];
} {
  const basicKeys = FIRST_ITEMS['Renaming Structure Configuration'] ?? [];
  return {
    basic: items.filter((item) => basicKeys.includes(item.key)),
    advanced: items.filter((item) => !basicKeys.includes(item.key) && namingKindOfKey(item.key) === null),
    formats: items.filter((item) => namingKindOfKey(item.key) !== null),
  };
}
