// The pieces names are made of, written the way Sonarr and Radarr write them: title variants,
// quality names, episode numbers and ids. Shared by the format templates and the built-in names.

import type { MediaType } from '../match-types.js';
import { radarrQuality, sonarrQuality } from '../parse/arr-quality.js';
import type { ParsedRelease, Resolution } from '../parse/parsed-release.js';

// ── titles ───────────────────────────────────────────────────────────────────────────────────────

const TRAILING_YEAR = /\s*\((\d{4})\)$/;

/** `Doctor Who (2005)` → `Doctor Who`. */
export function titleWithoutYear(title: string): string {
  return title.replace(TRAILING_YEAR, '').trim();
}

/** `Title (Year)`; just the title when the year is unknown or already written after it. */
export function titleYear(title: string, year: number | null): string {
  if (year === null) return title.trim();
  const m = TRAILING_YEAR.exec(title);
  if (m && Number(m[1]) === year) return title.trim();
  return `${titleWithoutYear(title)} (${year})`;
}

/** `The Office (US)` → `Office, The (US)`; also `A` and `An`. */
export function titleThe(title: string): string {
  const m = /^(The|An|A)\s+(.*?)((?:\s*\([^)]+\))*)$/i.exec(title.trim());
  if (!m || m[2] === '') return title.trim();
  return `${m[2]}, ${m[1]}${m[3]}`;
}

/**
 * Sonarr's "clean" title: `&` → `and`, slashes → space, quotes, colons, question marks, commas,
 * exclamation marks and brackets removed. `Marvel's Agents of S.H.I.E.L.D.` → `Marvels Agents of S.H.I.E.L.D.`
 */
export function cleanTitle(title: string): string {
  return title
    .replace(/&/g, 'and')
    .replace(/[/\\]/g, ' ')
    .replace(/['`"’‘“”:?,!;()[\]{}]/g, '')
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First letter of the title without its article, upper-case; `_` when it is not a letter or digit. */
export function titleFirstCharacter(title: string): string {
  const first = Array.from(titleThe(title))[0] ?? '';
  return /[\p{L}\p{N}]/u.test(first) ? first.toUpperCase() : '_';
}

// ── quality ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The quality name as Radarr (movies) or Sonarr (episodes) name it, by their own inference rules:
 * `Bluray-1080p`, `WEBDL-2160p`, `HDTV-720p`, `SDTV`, `Remux-1080p` (movies) or `Bluray-1080p Remux`
 * (episodes), `BR-DISK`, `CAM`…. A resolution read from the file itself wins over the name's. When
 * neither application can name it, the bare resolution. A name that states no source, resolution or
 * modifier gets `''`: the applications would guess from the codec or extension, a guess not worth
 * writing into a file name.
 */
export function qualityTitle(
  parsed: ParsedRelease | null,
  resolution: Resolution | null,
  mediaType: MediaType,
): string {
  if (!parsed) return resolution ?? '';
  if (parsed.source === null && parsed.modifier === null && (resolution ?? parsed.resolution) === null) return '';
  const release = resolution === null ? parsed : { ...parsed, resolution };
  const name = mediaType === 'movie' ? radarrQuality(release).name : sonarrQuality(release).name;
  return name === 'Unknown' ? (release.resolution ?? '') : name;
}

/** `Proper`, `Repack` or `''` for the first release; `REAL` added for REAL releases. */
export function qualityProper(parsed: ParsedRelease | null): string {
  if (!parsed) return '';
  const parts: string[] = [];
  if (parsed.revision.version > 1) parts.push(parsed.revision.isRepack ? 'Repack' : 'Proper');
  if (parsed.revision.real > 0) parts.push('REAL');
  return parts.join(' ');
}

// ── episode numbers ──────────────────────────────────────────────────────────────────────────────

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * Episode numbers in the "prefixed range" style: `01`, `01-E02` for a run (`01-E03` for 1, 2, 3),
 * `01E03` when not consecutive. `prefix` is the letter written before the first number (`E`, `x`),
 * repeated; without one, numbers are joined with `-`.
 */
export function episodeRange(numbers: readonly number[], width: number, prefix: string): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const first = sorted[0];
  if (first === undefined) return '';
  const last = sorted[sorted.length - 1]!;
  if (sorted.length === 1) return pad(first, width);
  if (last - first === sorted.length - 1) return `${pad(first, width)}-${prefix}${pad(last, width)}`;
  return sorted.map((n) => pad(n, width)).join(prefix === '' ? '-' : prefix);
}

/** `S01E02`, `S01E01-E02`; `''` without episodes. */
export function seasonEpisode(season: number, episodes: readonly number[]): string {
  const range = episodeRange(episodes, 2, 'E');
  return range === '' ? '' : `S${pad(season, 2)}E${range}`;
}

/**
 * The title of one or several episodes: distinct titles joined with ` + `, or their shared name when
 * they are parts of one story (`Pilot (1)`, `Pilot (2)` → `Pilot`).
 */
export function episodeTitle(titles: readonly string[]): string {
  const names = titles.map((t) => t.trim()).filter((t) => t !== '');
  if (names.length <= 1) return names[0] ?? '';
  const part = /(?::?\s*\(\d+\)|,?\s*(?:Part|Pt\.?)\s*\d+)$/i;
  const bases = names.map((t) => t.replace(part, '').trim());
  if (bases[0] !== '' && bases.every((b) => b === bases[0])) return bases[0]!;
  return [...new Set(names)].join(' + ');
}

// ── ids ──────────────────────────────────────────────────────────────────────────────────────────

type IdKind = 'tmdb' | 'imdb' | 'tvdb';

/** `{tmdb-603}` (Plex, Emby) or `[tmdbid-603]` (Jellyfin). */
export function idTag(kind: IdKind, id: string | number, jellyfin: boolean): string {
  return jellyfin ? `[${kind}id-${id}]` : `{${kind}-${id}}`;
}
