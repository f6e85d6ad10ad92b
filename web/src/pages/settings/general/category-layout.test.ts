import { configCategories } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { configItem } from './config-fixture';
import { itemsOfCategory, renamingSections, resolutionColumns, visibleCategories } from './category-layout';

describe('category layout', () => {
  it('lists categories in the spec order, only those with a visible item', () => {
    const items = [
      configItem('LOG_LEVEL', { category: 'Logging Configuration' }),
      configItem('SOURCE_DIR', { category: 'Directory Paths' }),
      configItem('MEDIAHUB_AUTO_START', { category: 'Database Configuration', hidden: true }),
      configItem('CINESYNC_IP', { category: 'CineSync Configuration' }),
    ];
    expect(visibleCategories(items)).toEqual(['Directory Paths', 'CineSync Configuration', 'Logging Configuration']);
    const all = configCategories.map((category, i) => configItem(`K${i}`, { category }));
    expect(visibleCategories(all)).toEqual([...configCategories]);
  });

  it('puts SOURCE_DIR then DESTINATION_DIR first, then required items, then by key; hidden items never', () => {
    const category = 'Directory Paths' as const;
    const items = [
      configItem('ZED', { category }),
      configItem('DESTINATION_DIR', { category }),
      configItem('ALPHA', { category }),
      configItem('NEEDED', { category, required: true }),
      configItem('SOURCE_DIR', { category }),
      configItem('SECRET_SWITCH', { category, hidden: true }),
    ];
    expect(itemsOfCategory(items, category).map((item) => item.key)).toEqual([
      'SOURCE_DIR',
      'DESTINATION_DIR',
      'NEEDED',
      'ALPHA',
      'ZED',
    ]);
  });

  it('splits resolution mappings into structure, movie and show columns by key', () => {
    const category = 'Resolution Folder Mappings Configuration' as const;
    const keys = [
      'MOVIE_RESOLUTION_STRUCTURE',
      'SHOW_RESOLUTION_STRUCTURE',
      'MOVIE_RESOLUTION_FOLDER_1080P',
      'SHOW_RESOLUTION_FOLDER_DVD',
    ];
    const columns = resolutionColumns(keys.map((key) => configItem(key, { category })));
    expect(columns.structure.map((item) => item.key)).toEqual([
      'MOVIE_RESOLUTION_STRUCTURE',
      'SHOW_RESOLUTION_STRUCTURE',
    ]);
    expect(columns.movie.map((item) => item.key)).toEqual(['MOVIE_RESOLUTION_FOLDER_1080P']);
    expect(columns.show.map((item) => item.key)).toEqual(['SHOW_RESOLUTION_FOLDER_DVD']);
  });

  it('splits renaming into basic, advanced and format items', () => {
    const category = 'Renaming Structure Configuration' as const;
    const items = itemsOfCategory(
      [
        'MEDIAINFO_PARSER',
        'RENAME_TAGS',
        'MEDIAINFO_RADARR_TAGS',
        'RENAME_ENABLED',
        'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT',
      ].map((key) => configItem(key, { category })),
      category,
    );
    const sections = renamingSections(items);
    expect(sections.basic.map((item) => item.key)).toEqual(['RENAME_ENABLED', 'RENAME_TAGS']);
    expect(sections.advanced.map((item) => item.key)).toEqual(['MEDIAINFO_PARSER']);
    expect(sections.formats.map((item) => item.key)).toEqual([
      'MEDIAINFO_RADARR_TAGS',
      'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT',
    ]);
  });
});
