/**
 * The settings that decide where a link goes and what it is called (the server's layout and naming
 * settings, plus RELATIVE_SYMLINK for the form of its target): after saving one, links made under
 * the old value may no longer follow the settings, so the library is checked for re-organising.
 */
const EXACT = new Set([
  'USE_SOURCE_STRUCTURE',
  'CINESYNC_LAYOUT',
  '4K_SEPARATION',
  'ANIME_SEPARATION',
  'KIDS_SEPARATION',
  'MOVIE_RESOLUTION_STRUCTURE',
  'SHOW_RESOLUTION_STRUCTURE',
  'MOVIE_COLLECTION_ENABLED',
  'MOVIE_COLLECTIONS_FOLDER',
  'TMDB_FOLDER_ID',
  'IMDB_FOLDER_ID',
  'TVDB_FOLDER_ID',
  'JELLYFIN_ID_FORMAT',
  'RENAME_ENABLED',
  'RENAME_TAGS',
  'MEDIAINFO_PARSER',
  'MEDIAINFO_RADARR_TAGS',
  'RELATIVE_SYMLINK',
]);

/** Families of keys: CUSTOM_MOVIE_FOLDER…, MOVIE_RESOLUTION_FOLDER_1080P…, the Sonarr formats. */
const FAMILIES = [/^CUSTOM_\w+_FOLDER$/, /^(MOVIE|SHOW)_RESOLUTION_FOLDER_\w+$/, /^MEDIAINFO_SONARR_\w+_FORMAT$/];

export function isReorganiseKey(key: string): boolean {
  return EXACT.has(key) || FAMILIES.some((family) => family.test(key));
}
