// RENAME_TAGS: the details added after a renamed link's title when the Sonarr/Radarr formats are
// not used. `Resolution,VideoCodec,ReleaseGroup` gives `The Matrix (1999) [Bluray-1080p][x264]-GROUP`.

import { cleanRenameTags, type NamingSettings } from '../../config/naming-settings.js';
import { effectiveMediaInfo } from './media-info.js';
import type { NamingContext } from './naming-context.js';
import { idTag, qualityTitle } from './name-parts.js';

type Tag =
  | 'quality'
  | 'videoCodec'
  | 'bitDepth'
  | 'audioCodec'
  | 'audioChannels'
  | 'atmos'
  | 'hdr'
  | 'languages'
  | 'edition'
  | 'streaming'
  | 'group'
  | 'tmdb'
  | 'imdb'
  | 'tvdb';

/** Accepted spellings, lower-case letters only; singular and plural as CineSync accepted them. */
const TAGS: Readonly<Record<string, Tag>> = {
  resolution: 'quality',
  resolutions: 'quality',
  quality: 'quality',
  videocodec: 'videoCodec',
  videocodecs: 'videoCodec',
  bitdepth: 'bitDepth',
  videobitdepth: 'bitDepth',
  audiocodec: 'audioCodec',
  audiocodecs: 'audioCodec',
  audiochannel: 'audioChannels',
  audiochannels: 'audioChannels',
  audioatmos: 'atmos',
  atmos: 'atmos',
  dynamicrange: 'hdr',
  dynamicranges: 'hdr',
  hdr: 'hdr',
  language: 'languages',
  languages: 'languages',
  movieversion: 'edition',
  movieversions: 'edition',
  edition: 'edition',
  editions: 'edition',
  streamingservice: 'streaming',
  streamingservices: 'streaming',
  releasegroup: 'group',
  releasegroups: 'group',
  tmdb: 'tmdb',
  tmdbid: 'tmdb',
  imdb: 'imdb',
  imdbid: 'imdb',
  tvdb: 'tvdb',
  tvdbid: 'tvdb',
};

/** The tag a RENAME_TAGS entry stands for, or `null` when it is not one CineSync knows. */
function renameTagOf(value: string): Tag | null {
  return TAGS[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/** Streaming services as release names write them just before `WEB`: `AMZN.WEB-DL`, `NF WEBRip`. */
const STREAMING =
  /(?<![A-Za-z0-9])(AMZN|NF|DSNP|ATVP|HMAX|MAX|HULU|PCOK|PMTP|iT|STAN|CRAV|CR|FUNI|HBO|SHO|VUDU|ROKU|APTV|MUBI|iP|NOW|SKST)[ ._-]+WEB/;

/**
 * The text appended after the title for the RENAME_TAGS list: id tags and the edition first (as
 * Plex reads them: `{tmdb-603}`, `{edition-Extended}`), then one `[value]` per tag in the order
 * listed, then `-GROUP`. Tags without a value are left out. Starts with a space when not empty.
 */
export function renameTagsSuffix(ctx: NamingContext, settings: NamingSettings): string {
  const tags = [...new Set(cleanRenameTags(settings.renameTags).map(renameTagOf))].filter((t): t is Tag => t !== null);
  if (tags.length === 0) return '';
  const info = effectiveMediaInfo(ctx.mediaInfo, ctx.parsed);
  const parsed = ctx.parsed;
  const title = ctx.title;
  const isMovie = title.mediaType === 'movie';

  const ids: string[] = [];
  const brackets: string[] = [];
  let edition = '';
  let group = '';
  for (const tag of tags) {
    switch (tag) {
      case 'tmdb':
        if (title.tmdbId > 0) ids.push(idTag('tmdb', title.tmdbId, settings.jellyfinIdFormat));
        break;
      case 'imdb':
        if (title.imdbId) ids.push(idTag('imdb', title.imdbId, settings.jellyfinIdFormat));
        break;
      case 'tvdb':
        if (title.tvdbId !== null) ids.push(idTag('tvdb', title.tvdbId, settings.jellyfinIdFormat));
        break;
      case 'edition':
        if (parsed?.edition) edition = isMovie ? `{edition-${parsed.edition}}` : `[${parsed.edition}]`;
        break;
      case 'group': {
        const name = parsed?.releaseGroup ?? parsed?.animeGroup;
        if (name) group = `-${name}`;
        break;
      }
      case 'quality':
        brackets.push(qualityTitle(parsed, info.resolution, title.mediaType));
        break;
      case 'videoCodec':
        brackets.push(info.videoCodec ?? '');
        break;
      case 'bitDepth':
        brackets.push(info.videoBitDepth === null ? '' : `${info.videoBitDepth}bit`);
        break;
      case 'audioCodec':
        brackets.push(info.audioCodec ?? '');
        break;
      case 'audioChannels':
        brackets.push(info.audioChannels ?? '');
        break;
      case 'atmos': {
        const hasAtmos = /atmos/i.test(info.audioCodec ?? '') || /(?<![a-z])atmos(?![a-z])/i.test(parsed?.input ?? '');
        const codecListed = tags.includes('audioCodec') && /atmos/i.test(info.audioCodec ?? '');
        brackets.push(hasAtmos && !codecListed ? 'Atmos' : '');
        break;
      }
      case 'hdr':
        brackets.push(info.hdr.join(' '));
        break;
      case 'languages':
        brackets.push(info.audioLanguages.map((l) => l.toUpperCase()).join('+'));
        break;
      case 'streaming':
        brackets.push(STREAMING.exec(parsed?.input ?? '')?.[1] ?? '');
        break;
    }
  }
  const tagText = brackets
    .filter((b) => b !== '')
    .map((b) => `[${b}]`)
    .join('');
  const spaced = [...ids, edition, tagText].filter((p) => p !== '').join(' ');
  return `${spaced === '' ? '' : ` ${spaced}`}${group}`;
}
