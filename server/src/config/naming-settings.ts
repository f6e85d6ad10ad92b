/**
 * What naming reads from the configuration (a part of `LayoutSettings`, which carries all layout
 * and naming keys; see `layout-settings.ts`).
 */
export interface NamingSettings {
  /** TMDB_FOLDER_ID, IMDB_FOLDER_ID, TVDB_FOLDER_ID: ids written into title folder names. */
  tmdbFolderId: boolean;
  imdbFolderId: boolean;
  tvdbFolderId: boolean;
  /** JELLYFIN_ID_FORMAT: `[tmdbid-603]` instead of `{tmdb-603}`. */
  jellyfinIdFormat: boolean;
  /** RENAME_ENABLED: name links from TMDB data instead of keeping the source name. */
  renameEnabled: boolean;
  /** RENAME_TAGS, cleaned of quotes and brackets: `Resolution`, `VideoCodec`… */
  renameTags: string[];
  /** MEDIAINFO_PARSER: use the Sonarr/Radarr formats below (and probe files with ffprobe). */
  mediaInfoParser: boolean;
  /** MEDIAINFO_RADARR_TAGS */
  radarrFormat: string;
  /** MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT */
  sonarrStandardFormat: string;
  /** MEDIAINFO_SONARR_DAILY_EPISODE_FORMAT */
  sonarrDailyFormat: string;
  /** MEDIAINFO_SONARR_ANIME_EPISODE_FORMAT */
  sonarrAnimeFormat: string;
  /** MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT */
  seasonFolderFormat: string;
}

/** Clean RENAME_TAGS entries: quotes, backticks and brackets removed (`"[Resolution]"` → `Resolution`). */
export function cleanRenameTags(values: readonly string[]): string[] {
  return values.map((v) => v.replace(/["'`[\]{}]/g, '').trim()).filter((v) => v !== '');
}
