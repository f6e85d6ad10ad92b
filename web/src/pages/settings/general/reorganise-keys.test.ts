import { describe, expect, it } from 'vitest';
import { isReorganiseKey } from './reorganise-keys';

describe('isReorganiseKey', () => {
  it('knows the naming and layout settings', () => {
    for (const key of [
      'RENAME_ENABLED',
      'RENAME_TAGS',
      'CINESYNC_LAYOUT',
      '4K_SEPARATION',
      'ANIME_SEPARATION',
      'KIDS_SEPARATION',
      'TMDB_FOLDER_ID',
      'MOVIE_COLLECTION_ENABLED',
      'RELATIVE_SYMLINK',
      'CUSTOM_4KMOVIE_FOLDER',
      'CUSTOM_KIDS_SHOW_FOLDER',
      'SHOW_RESOLUTION_FOLDER_1080P',
      'MOVIE_RESOLUTION_FOLDER_REMUX_4K',
      'MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT',
      'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT',
    ]) {
      expect(isReorganiseKey(key), key).toBe(true);
    }
  });

  it('leaves the other settings alone', () => {
    for (const key of ['SOURCE_DIR', 'DESTINATION_DIR', 'LOG_LEVEL', 'TMDB_API_KEY', 'CINESYNC_IP', 'MAX_PROCESSES']) {
      expect(isReorganiseKey(key), key).toBe(false);
    }
  });
});
