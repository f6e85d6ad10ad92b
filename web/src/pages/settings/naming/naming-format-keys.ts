import type { NamingFormatKindName } from '@cinesync/common';

/** Which naming format a Renaming Structure setting holds; the token helper and its preview follow it. */
export type NamingFormatKind = NamingFormatKindName;

const KIND_OF_KEY: Readonly<Record<string, NamingFormatKind>> = {
  MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT: 'standard',
  MEDIAINFO_SONARR_DAILY_EPISODE_FORMAT: 'daily',
  MEDIAINFO_SONARR_ANIME_EPISODE_FORMAT: 'anime',
  MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT: 'season',
  MEDIAINFO_RADARR_TAGS: 'movie',
};

/** The format a setting holds, or null when it is not a naming format (no token helper). */
export function namingKindOfKey(key: string): NamingFormatKind | null {
  return KIND_OF_KEY[key] ?? null;
}
