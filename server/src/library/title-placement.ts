import { isSeasonFolderName } from './entry-names.js';
import type { RecordFacts } from '../db/repositories/library-records.repository.js';

/**
 * Where a library folder sits relative to the title of a record found below it:
 * - `category`: the folder is the record's category folder (`Movies`, `Shows/1080p`) or above it;
 * - `title`: the movie or show folder (`Movies/The Matrix (1999)`);
 * - `inside`: deeper (`Shows/Breaking Bad (2008)/Season 01`).
 * The category folder is the record's `base_folder` when it is a prefix of the link's path; when the
 * record is stale (a folder was renamed by hand) or has none, it is inferred from the layout: the title folder
 * holds the file, or holds the season folder that holds it.
 */
type Placement = 'category' | 'title' | 'inside';

interface TitlePlacement {
  placement: Placement;
  /** For a title folder: whether the record's link sits in a season folder directly below it. */
  hasSeasonFolders: boolean;
}

function segments(rel: string): string[] {
  return rel === '' ? [] : rel.split('/');
}

export function categorySegments(recordRel: string, baseFolder: string | null): string[] {
  const record = segments(recordRel);
  if (baseFolder !== null) {
    const base = segments(baseFolder);
    if (base.every((segment, i) => record[i] === segment) && base.length <= record.length - 2) return base;
  }
  const inSeason = record.length >= 3 && isSeasonFolderName(record[record.length - 2] as string);
  return record.slice(0, Math.max(0, record.length - (inSeason ? 3 : 2)));
}

/** `folderRel` must be an ancestor of `recordRel` (the record was found below the folder). */
export function placeFolder(
  folderRel: string,
  recordRel: string,
  record: Pick<RecordFacts, 'base_folder'>,
): TitlePlacement {
  const folder = segments(folderRel);
  const base = categorySegments(recordRel, record.base_folder);
  if (folder.length <= base.length) return { placement: 'category', hasSeasonFolders: false };
  if (folder.length === base.length + 1) {
    const below = segments(recordRel).slice(folder.length);
    return { placement: 'title', hasSeasonFolders: below.length >= 2 && isSeasonFolderName(below[0] as string) };
  }
  return { placement: 'inside', hasSeasonFolders: false };
}
