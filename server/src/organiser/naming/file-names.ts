// The names layout puts together: title folders, season folders, renamed movie and episode files,
// and the extension a link keeps (with a subtitle's language).

import { isSubtitleExtension } from '@cinesync/common';
import type { MatchedTitle } from '../match-types.js';
import { renderFormat, tidyName, tokenKeysIn } from './format-template.js';
import type { NamingContext } from './naming-context.js';
import { isLanguageCode, toIso6391 } from './media-info.js';
import { episodeRange, episodeTitle, idTag, pad, seasonEpisode, titleWithoutYear, titleYear } from './name-parts.js';
import type { NamingSettings } from '../../config/naming-settings.js';
import { renameTagsSuffix } from './rename-tags.js';
import { cutToBytes, MAX_NAME_BYTES, safeName } from './safe-name.js';

/**
 * `Title (Year)` plus the ids switched on: `{tmdb-603}`, `{imdb-tt0133093}`, `{tvdb-81189}` (shows
 * only), or in Jellyfin form `[tmdbid-603]`…; always in the order tmdb, imdb, tvdb. No year is
 * written when TMDB has none (rather than CineSync's `(Unknown Year)`). A cut for length shortens
 * the title, never the year or the ids.
 */
export function titleFolderName(title: MatchedTitle, settings: NamingSettings): string {
  const ids: string[] = [];
  if (settings.tmdbFolderId && title.tmdbId > 0) ids.push(idTag('tmdb', title.tmdbId, settings.jellyfinIdFormat));
  if (settings.imdbFolderId && title.imdbId) ids.push(idTag('imdb', title.imdbId, settings.jellyfinIdFormat));
  if (settings.tvdbFolderId && title.mediaType === 'tv' && title.tvdbId !== null) {
    ids.push(idTag('tvdb', title.tvdbId, settings.jellyfinIdFormat));
  }
  const full = titleYear(title.title, title.year);
  const stem = title.year === null ? full : titleWithoutYear(full);
  const suffix = (title.year === null ? '' : ` (${title.year})`) + ids.map((id) => ` ${id}`).join('');
  return safeName(stem, { suffix });
}

/**
 * `Season 01`; `Specials` for season 0 (the folder Plex, Jellyfin and Emby look in for S00). With
 * MEDIAINFO_PARSER the season folder format is used (`Season{season}` → `Season 1`: a number glued
 * to "Season" gets a space, as in CineSync), unless it has no `{season}` token.
 */
export function seasonFolderName(season: number, ctx: NamingContext, settings: NamingSettings): string {
  if (season === 0) return 'Specials';
  const format = settings.seasonFolderFormat.trim();
  if (settings.mediaInfoParser && format !== '' && tokenKeysIn(format).includes('season')) {
    const rendered = renderFormat(format, { ...ctx, episode: ctx.episode ? { ...ctx.episode, season } : null }).replace(
      /^(season)(\d)/i,
      '$1 $2',
    );
    if (rendered !== '') return safeName(rendered);
  }
  return `Season ${pad(season, 2)}`;
}

type EpisodeStyle = 'standard' | 'daily' | 'anime';

/**
 * Anime when TMDB marks the show as anime; daily when the release was named by its air date
 * (not, as in CineSync, when the show's name contains "news" or "live"); standard otherwise.
 */
function episodeStyle(ctx: NamingContext): EpisodeStyle {
  if (ctx.title.isAnime) return 'anime';
  if (ctx.parsed?.airDate) return 'daily';
  return 'standard';
}

/**
 * The format a movie is named with: a Radarr format without a movie title token is a list of tags
 * after `Title (Year)`, as CineSync read MEDIAINFO_RADARR_TAGS. Shared with the Settings preview.
 */
export function movieFormatOf(radarrFormat: string): string {
  const format = radarrFormat.trim();
  const keys = tokenKeysIn(format);
  return keys.some((k) => /^movie (?:clean)?(?:original)?title/.test(k)) ? format : `{Movie TitleYear} ${format}`;
}

/**
 * The renamed movie file name without extension:
 * - MEDIAINFO_PARSER: the Radarr format. A format without a movie title token is a list of tags
 *   after `Title (Year)`, as CineSync read MEDIAINFO_RADARR_TAGS (`{Quality Full}` → `The Matrix (1999) Bluray-1080p`).
 * - otherwise `Title (Year)` and the RENAME_TAGS details.
 */
function movieFileStem(ctx: NamingContext, settings: NamingSettings): string {
  if (settings.mediaInfoParser && settings.radarrFormat.trim() !== '') {
    const rendered = renderFormat(movieFormatOf(settings.radarrFormat), ctx);
    if (rendered !== '') return rendered + filePartSuffix(ctx);
  }
  return tidyName(titleYear(ctx.title.title, ctx.title.year) + renameTagsSuffix(ctx, settings)) + filePartSuffix(ctx);
}

/**
 * ` - cd2`: one film in several files is named as its parts, which Plex, Jellyfin and Emby stack into
 * one film (without it the second part would be taken for a second copy of the film).
 */
function filePartSuffix(ctx: NamingContext): string {
  const part = ctx.parsed?.filePart;
  return part ? ` - ${part.word}${part.number}` : '';
}

/**
 * The renamed episode file name without extension, or `null` when nothing identifies the episode
 * (then the source name is kept):
 * - standard `Title (Year) - S01E02 - Name`, several episodes `S01E01-E02`;
 * - daily `Title (Year) - 2023-05-04 - Name`;
 * - anime `Title (Year) - S01E13 - 013 - Name` when the absolute number is known;
 * followed by the RENAME_TAGS details. With MEDIAINFO_PARSER, the Sonarr format of the style is
 * used instead, provided it names the episode (`{episode}`, `{absolute}` or `{Air-Date}`), so that
 * a format without one can't give every episode the same name.
 */
function episodeFileStem(ctx: NamingContext, settings: NamingSettings): string | null {
  const style = episodeStyle(ctx);
  const season = ctx.episode?.season ?? ctx.parsed?.season ?? null;
  const episodes = ctx.episode?.episodes ?? ctx.parsed?.episodes ?? [];
  const absolute =
    ctx.episode && ctx.episode.absoluteEpisodes.length > 0
      ? ctx.episode.absoluteEpisodes
      : (ctx.parsed?.absoluteEpisodes ?? []);
  const airDate = ctx.episode?.airDate ?? ctx.parsed?.airDate ?? null;

  if (settings.mediaInfoParser) {
    const format = (
      style === 'daily'
        ? settings.sonarrDailyFormat
        : style === 'anime'
          ? settings.sonarrAnimeFormat
          : settings.sonarrStandardFormat
    ).trim();
    const keys = tokenKeysIn(format);
    const names =
      (keys.includes('episode') && episodes.length > 0) ||
      (keys.includes('absolute') && absolute.length > 0) ||
      (keys.includes('air date') && airDate !== null);
    if (names) {
      const rendered = renderFormat(format, ctx);
      if (rendered !== '') return rendered;
    }
  }

  let id: string;
  if (style === 'daily' && airDate !== null) {
    id = airDate;
  } else {
    const se = season === null ? '' : seasonEpisode(season, episodes);
    const abs = style === 'anime' ? episodeRange(absolute, 3, '') : '';
    id = [se, abs].filter((p) => p !== '').join(' - ');
  }
  if (id === '') return null;
  const name = [titleYear(ctx.title.title, ctx.title.year), id, episodeTitle(ctx.episode?.episodeTitles ?? [])]
    .filter((p) => p !== '')
    .join(' - ');
  return tidyName(name + renameTagsSuffix(ctx, settings));
}

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

/** `text` shorter by at least `drop` bytes, ending in `…`. */
function shortened(text: string, drop: number): string {
  return `${cutToBytes(text, Math.max(8, byteLength(text) - drop - 3)).trimEnd()}…`;
}

/**
 * The renamed file name without extension (`movieFileStem` or `episodeFileStem` by the title's
 * type), fitted to 255 bytes with `extension`: when too long, the episode title and then the title
 * are shortened (ending in `…`), so the year, the episode number and the tags stay.
 */
export function renamedFileStem(ctx: NamingContext, settings: NamingSettings, extension: string): string | null {
  const render = (c: NamingContext) =>
    c.title.mediaType === 'tv' ? episodeFileStem(c, settings) : movieFileStem(c, settings);
  let current = ctx;
  let stem = render(current);
  for (let attempt = 0; attempt < 4 && stem !== null; attempt++) {
    const over = byteLength(safeName(stem, { suffix: extension, maxBytes: Number.MAX_SAFE_INTEGER })) - MAX_NAME_BYTES;
    if (over <= 0) break;
    const episodeName = episodeTitle(current.episode?.episodeTitles ?? []);
    if (current.episode && byteLength(episodeName) > 16) {
      current = { ...current, episode: { ...current.episode, episodeTitles: [shortened(episodeName, over)] } };
    } else if (byteLength(current.title.title) > 16) {
      current = { ...current, title: { ...current.title, title: shortened(current.title.title, over) } };
    } else {
      break;
    }
    stem = render(current);
  }
  return stem;
}

const SUBTITLE_FLAGS = new Set(['forced', 'sdh', 'cc', 'default', 'full', 'foreign']);
// prettier-ignore
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: 'en', french: 'fr', german: 'de', spanish: 'es', italian: 'it', portuguese: 'pt', dutch: 'nl',
  swedish: 'sv', norwegian: 'no', danish: 'da', finnish: 'fi', polish: 'pl', russian: 'ru', japanese: 'ja',
  korean: 'ko', chinese: 'zh', arabic: 'ar', hebrew: 'he', hindi: 'hi', turkish: 'tr', greek: 'el', czech: 'cs',
  hungarian: 'hu', romanian: 'ro', ukrainian: 'uk', vietnamese: 'vi', thai: 'th', indonesian: 'id',
};

/**
 * The extension a link gets, lower-case with its dot. For a subtitle, the language and flags
 * before it are kept (`Movie.2010.en.forced.srt` → `.en.forced.srt`; `English` → `en`), so a renamed
 * subtitle still says its language (CineSync lost it).
 */
export function linkExtension(sourceName: string, extension: string): string {
  const ext = (extension.startsWith('.') ? extension : `.${extension}`).toLowerCase();
  if (!isSubtitleExtension(ext) || !sourceName.toLowerCase().endsWith(ext)) return ext;
  const parts = sourceName.slice(0, sourceName.length - ext.length).split('.');
  const kept: string[] = [];
  let language = false;
  while (parts.length > 1 && kept.length < 3) {
    const part = parts[parts.length - 1]!;
    const lower = part.toLowerCase();
    if (SUBTITLE_FLAGS.has(lower)) {
      kept.unshift(lower);
    } else if (!language && isLanguageCode(part)) {
      kept.unshift(toIso6391(part) ?? lower);
      language = true;
    } else if (!language && /^[a-z]{2}[-_][A-Za-z]{2,4}$/i.test(part)) {
      kept.unshift(part.replace('_', '-'));
      language = true;
    } else if (!language && LANGUAGE_NAMES[lower] !== undefined) {
      kept.unshift(LANGUAGE_NAMES[lower]);
      language = true;
    } else {
      break;
    }
    parts.pop();
  }
  return kept.length === 0 ? ext : `.${kept.join('.')}${ext}`;
}
