import { episodeCode, fileExtension, type FileItem } from '@cinesync/common';
import { displayTitle } from './file-kinds';

/** The episodes a file covers: the server's list, else its first episode. */
export function episodesOfItem(item: FileItem): number[] {
  if (item.episodeNumbers && item.episodeNumbers.length > 0) return item.episodeNumbers;
  return item.episodeNumber === null ? [] : [item.episodeNumber];
}

/** "English subtitle", "Subtitle"; for another side file its kind by extension ("NFO file"). */
function sideFileLabel(item: FileItem): string {
  if (item.sideFile === 'subtitle' || item.icon === 'subtitle') {
    return item.language ? `${item.language} subtitle` : 'Subtitle';
  }
  const ext = fileExtension(item.name);
  const kind = ext === '' ? 'File' : `${ext.toUpperCase()} file`;
  return item.language ? `${item.language} ${kind.toLowerCase()}` : kind;
}

export function isSideFile(item: FileItem): boolean {
  if (item.type !== 'file') return false;
  if (item.sideFile !== undefined) return item.sideFile !== null;
  return !item.isMediaFile;
}

function isSeasonLike(item: FileItem): boolean {
  return item.type === 'directory' && !item.isCategoryFolder && item.seasonNumber !== null;
}

function isEpisodeFile(item: FileItem): boolean {
  return item.type === 'file' && !isSideFile(item) && episodesOfItem(item).length > 0 && item.mediaType !== 'movie';
}

/** What sets a video apart from another of the same title: quality and edition. */
export function versionFacts(item: FileItem): string[] {
  return [item.quality, item.edition].filter((part): part is string => !!part);
}

/**
 * The two lines of a poster card: a season folder is "Season 1" (or "Specials") with its episode
 * count; an episode file its code and title with its quality; a subtitle or other side file names
 * itself as such; a movie file its title with year, quality and edition; anything else title and year.
 */
export function cardLabel(item: FileItem): { title: string; subtitle: string } {
  if (isSeasonLike(item)) {
    const season = item.seasonNumber ?? 0;
    const count = item.episodeCount;
    return {
      title: season === 0 ? 'Specials' : `Season ${season}`,
      subtitle: count === null || count === undefined ? '' : `${count} ${count === 1 ? 'episode' : 'episodes'}`,
    };
  }
  if (item.type === 'file' && isSideFile(item)) {
    return { title: sideFileLabel(item), subtitle: item.name };
  }
  if (isEpisodeFile(item)) {
    const code = episodeCode(item.seasonNumber, episodesOfItem(item));
    return {
      title: item.episodeTitle ? `${code} · ${item.episodeTitle}` : code,
      subtitle: versionFacts(item).join(' · ') || item.size,
    };
  }
  const { title, year } = displayTitle(item);
  if (item.type === 'file' && item.isMediaFile) {
    const facts = versionFacts(item);
    if (facts.length > 0) return { title, subtitle: [year, ...facts].filter(Boolean).join(' · ') };
  }
  return { title, subtitle: year };
}

/**
 * The tab of one of a title's versions: "Version 1 · 2160p Remux · 4.0 GB". What differs between
 * the versions is named (quality, edition, episode range); when nothing read from the names
 * differs, the file name does.
 */
export function versionLabels(files: readonly FileItem[]): string[] {
  const facts = files.map((file) => {
    const range = episodesOfItem(file);
    return [range.length > 1 ? episodeCode(file.seasonNumber, range) : '', ...versionFacts(file)]
      .filter(Boolean)
      .join(' · ');
  });
  const distinct = new Set(facts).size === files.length;
  return files.map((file, i) => {
    const what = distinct ? facts[i] : [facts[i], shortName(file.name)].filter(Boolean).join(' · ');
    return [`Version ${i + 1}`, what, file.size].filter(Boolean).join(' · ');
  });
}

/** A file name without its extension, cut to a tab's width. */
function shortName(name: string): string {
  const stem = name.replace(/\.[^.]+$/, '');
  return stem.length > 40 ? `${stem.slice(0, 39)}…` : stem;
}

/**
 * The list row's second line, which the file name alone does not say: "Season 1 · 8 episodes",
 * "S01E01 · Pilot · 1080p WEB-DL", "English subtitle", "2160p Remux · Director's Cut"; null otherwise.
 */
export function rowCaption(item: FileItem): string | null {
  if (isSeasonLike(item) || isEpisodeFile(item)) {
    const { title, subtitle } = cardLabel(item);
    return [title, subtitle === item.size ? '' : subtitle].filter(Boolean).join(' · ');
  }
  if (item.type === 'file' && isSideFile(item)) return sideFileLabel(item);
  if (item.type === 'file' && item.isMediaFile) return versionFacts(item).join(' · ') || null;
  return null;
}
