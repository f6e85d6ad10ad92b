import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ScanImportFile, ScanImportLine } from '@cinesync/common';
import { formatBytes } from '../byte-sizes/format-bytes.js';
import type { ImportFolders } from './import-folders.js';

/** What the scan needs to know of a name; the organiser's release parser gives it. */
interface ImportNameFacts {
  title: string;
  year: number | null;
  season: number | null;
  episodes: number[];
  isSpecial: boolean;
  isFullSeason: boolean;
  releaseGroup: string | null;
  resolution: string | null;
  source: string | null;
  languages: string[];
  mediaKind: 'movie' | 'episode' | 'unknown';
}

interface ImportScanDeps {
  folders: ImportFolders;
  /** Reads a file path (its folders help); null when the name says nothing. */
  readName: (filePath: string) => ImportNameFacts | null;
  /** Lower-case extensions with the dot that make a file a video. */
  mediaExtensions: () => ReadonlySet<string>;
  /** Files one scan lists at most (default {@link MAX_IMPORT_FILES}); tests lower it. */
  maxFiles?: number;
  /** Where a source file is linked in the library now; null when it is not. */
  linkOf?: (filePath: string) => string | null;
}

/** Files one scan lists at most: a folder beyond that is not a folder to import by hand. */
const MAX_IMPORT_FILES = 20_000;

/**
 * Manual import's first step: the video files below a folder (source folders and the library only,
 * see ImportFolders), each read by the release parser, as lines for a stream. The folder is listed
 * first (cheap: names only), so the first line carries the total; files then follow in path order,
 * one line each, which lets a stopped scan resume with `skip`.
 */
export class ImportScan {
  /** The parser names languages by ISO code (`de`); the table shows them in English words. */
  private readonly languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

  constructor(private readonly deps: ImportScanDeps) {}

  async *lines(userPath: string, skip: number): AsyncGenerator<ScanImportLine> {
    const { real } = await this.deps.folders.resolve(userPath);
    const { files, truncated } = await this.videoFiles(real);
    const total = files.length;
    // Said on the first line and the last, never left to be guessed from a round total.
    const cut = truncated ? { truncated: true } : {};
    yield { progress: { current: Math.min(skip, total), total }, ...cut };
    for (let i = skip; i < total; i++) {
      const filePath = files[i] as string;
      const size = await stat(filePath).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) continue; // gone since the listing
      const file = this.describe(real, filePath, size);
      const linkedTo = this.deps.linkOf?.(filePath) ?? null;
      yield { file: linkedTo === null ? file : { ...file, linkedTo }, progress: { current: i + 1, total } };
    }
    yield { done: true, progress: { current: total, total }, ...cut };
  }

  /**
   * The videos below `folder`, at most `maxFiles` of them. The walk goes on until it has found one
   * more than it lists, so `truncated` means a video was really left out.
   */
  private async videoFiles(folder: string): Promise<{ files: string[]; truncated: boolean }> {
    const max = this.deps.maxFiles ?? MAX_IMPORT_FILES;
    const extensions = this.deps.mediaExtensions();
    const found: string[] = [];
    const pending = [folder];
    while (pending.length > 0 && found.length <= max) {
      const dir = pending.pop() as string;
      const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const full = path.join(dir, entry.name);
        // Folders are walked as they are, never through links: a link may lead out of the allowed folders.
        if (entry.isDirectory()) pending.push(full);
        else if ((entry.isFile() || entry.isSymbolicLink()) && extensions.has(path.extname(entry.name).toLowerCase())) {
          found.push(full);
        }
      }
    }
    return { files: found.sort().slice(0, max), truncated: found.length > max };
  }

  /** English when the name says no language (what an unmarked release almost always is). */
  private languageLabel(code: string | undefined): string {
    if (!code) return 'English';
    try {
      return this.languageNames.of(code) ?? code;
    } catch {
      return code; // not a code Intl knows (`nordic` is spread into its four by the parser)
    }
  }

  private describe(folder: string, filePath: string, size: number): ScanImportFile {
    const facts = this.deps.readName(filePath);
    const season = facts?.season ?? null;
    const episodes = facts?.episodes ?? [];
    const mediaType =
      facts?.mediaKind === 'episode' ? 'tv' : facts?.mediaKind === 'movie' ? 'movie' : season !== null ? 'tv' : null;
    const title = facts?.title ?? '';
    return {
      name: path.basename(filePath),
      path: filePath,
      relativePath: path.relative(folder, filePath).split(path.sep).join('/'),
      size: formatBytes(size),
      sizeBytes: size,
      mediaType,
      title,
      series: mediaType === 'tv' ? title : '',
      movieTitle: mediaType === 'movie' ? title : '',
      year: facts?.year ?? null,
      season,
      episode: episodes[0] ?? null,
      episodes,
      releaseGroup: facts?.releaseGroup ?? 'Unknown',
      quality: qualityLabel(facts?.source ?? null, facts?.resolution ?? null),
      language: this.languageLabel(facts?.languages[0]),
      releaseType:
        mediaType === 'movie'
          ? 'Movie'
          : facts?.isSpecial
            ? 'Special'
            : facts?.isFullSeason
              ? 'Season Pack'
              : episodes.length > 1
                ? 'Multi Episode'
                : 'Single Episode',
    };
  }
}

/** The quality words of the import table's choices ("WEBDL 1080p", "BluRay 2160p", "4K 2160p"…). */
function qualityLabel(source: string | null, resolution: string | null): string {
  if (resolution === null) return 'Unknown';
  if (source === 'webdl' || source === 'webrip') return `WEBDL ${resolution}`;
  if (source === 'bluray') return `BluRay ${resolution}`;
  return resolution === '2160p' ? '4K 2160p' : resolution;
}
