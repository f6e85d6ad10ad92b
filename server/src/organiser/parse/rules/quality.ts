// Rules for the technical description of a release: resolution, source and its modifier (remux, disc,
// raw broadcast, screener), revision (PROPER, REPACK, v2), video codec, bit depth, HDR, audio.

import { type Resolution, type Revision, type Source, type SourceModifier } from '../parsed-release.js';
import { matches, pattern } from './matches.js';

export interface QualityInfo {
  resolution: Resolution | null;
  source: Source | null;
  modifier: SourceModifier | null;
  revision: Revision;
  videoCodec: string | null;
  bitDepth: number | null;
  audioCodec: string | null;
  audioChannels: string | null;
  hdr: string[];
}

// ── resolution ───────────────────────────────────────────────────────────────────────────────────────

const RESOLUTION_TOKEN = /(?<![0-9])(360|480|540|576|720|960|1080|1440|2160|4320)[pi](?:\d{2})?(?![a-z])/i;
const FRAME_SIZE = /(?<![0-9])(\d{3,4})[x*×](\d{3,4})(?![0-9])/i;
const FOUR_K = /(?<![a-z0-9])(?:4k|uhd|ultrahd)(?![a-z]|to)/i;
const FULL_HD = /(?<![a-z0-9])fhd(?![a-z0-9])/i;
const HD_TV_SPACED = /(?<![a-z0-9])hd[ ._-]tv(?![a-z0-9])|\[hdtv\]/i;
const TO_1080 = /4kto1080p/i;
/** `HR.WS.PDTV`: a high-resolution (720p) capture. */
const HIGH_RES_CAPTURE = /(?<![A-Za-z0-9])HR(?![A-Za-z0-9]).*(?:pdtv|hdtv)/i;

function bucket(height: number): Resolution {
  if (height >= 2000) return '2160p';
  if (height >= 1000) return '1080p';
  if (height >= 700) return '720p';
  if (height >= 570 && height < 600) return '576p';
  return '480p';
}

function bucketFromWidth(width: number): Resolution {
  if (width >= 3600) return '2160p';
  if (width >= 1800) return '1080p';
  if (width >= 1200) return '720p';
  if (width >= 1000) return '576p';
  return '480p';
}

function readResolution(text: string): Resolution | null {
  if (TO_1080.test(text)) return '1080p';
  const token = RESOLUTION_TOKEN.exec(text);
  if (token) return bucket(Number(token[1]));
  const frame = FRAME_SIZE.exec(text);
  if (frame) {
    const w = Number(frame[1]);
    const h = Number(frame[2]);
    if (w > h && h >= 240) return bucketFromWidth(w);
  }
  if (FOUR_K.test(text)) return '2160p';
  if (FULL_HD.test(text)) return '1080p';
  if (HD_TV_SPACED.test(text) || HIGH_RES_CAPTURE.test(text)) return '720p';
  return null;
}

// ── source and modifier ──────────────────────────────────────────────────────────────────────────────

/** Word start: consumes the separator rather than looking behind (V8 scans that form about twice as fast). */
const B = '(?:^|[^a-z0-9])';
const E = '(?![a-z0-9])';
const RES_OR_END = '(?=\\d{3,4}[pi]|[^a-z0-9]|$)';

const REMUX = /(?<![a-z0-9])(?:bd|uhd)?remux(?![a-z0-9])/i;
const BLURAY = new RegExp(
  `${B}(?:m?blu[ .\\-]?e?ray|bd(?:rip|remux|mux|light|iso|full)?|bd-?(?:25|50|66|100)|br-?rip|brdisk|uhd2?bd(?:rip)?|hd[ .\\-]?dvd(?:rip)?)${RES_OR_END}`,
  'i',
);
const BLURAY_DISC = new RegExp(`${B}(?:bd-?(?:25|50|66|100)|bdiso|brdisk|bdfull|untouched|iso)${E}`, 'i');
const COMPLETE_BLURAY = new RegExp(`${B}complete[ ._-]+blu-?ray${E}`, 'i');
const DISC_CODEC = new RegExp(`${B}(?:avc|vc-?1|mpeg-?2)${E}`, 'i');
const ENCODE = new RegExp(`${B}(?:[xh]\\.?26[456]|xvid|divx|rip|bdrip|brrip|remux|webdl|web-dl)${E}|rip${E}`, 'i');
const WEBRIP = new RegExp(`${B}(?:web[ .\\-_]?rip|webmux|web[ .\\-]?cap)${E}`, 'i');
const WEBDL = new RegExp(
  `${B}(?:web[ .\\-_]?dl(?:mux)?|webhd|dlmux|(?:amazon|netflix|hbomax|disney|maxdome|itunes)(?:u?hd|sd))${E}`,
  'i',
);
const WEB_UPPER = /(?<![A-Za-z0-9])WEB(?![A-Za-z0-9])/;
const WEB_NEAR_TECH =
  /(?<![a-z0-9])(?:[[(]web|web(?=[\])])|\d{3,4}p[ ._-]web|web[ ._-](?:\d{3,4}p|[xh]\.?26[456]|hevc|avc|dd|aac|atmos)|-web-)(?![a-z0-9])/i;
const HDRIP = new RegExp(`${B}hd-?rip${E}`, 'i');
const TV = new RegExp(
  `${B}(?:hdtv(?:rip)?|pdtv|sdtv|dsr(?:ip)?|tv-?rip|hd[ .\\-_]tv|sd[ .\\-_]tv|dvb-?rip|sat-?rip|raw[ .\\-]?hd)${E}`,
  'i',
);
const RAW_HD = new RegExp(`${B}raw[ .\\-]?hd${E}`, 'i');
const MPEG2 = new RegExp(`${B}mpeg-?2${E}`, 'i');
const INTERLACED_HD = /(?<![0-9])1080i(?![a-z])/i;
const DVDR = new RegExp(`${B}(?:m?dvd-?r|\\d?x?dvd[59])${E}`, 'i');
const DVD = new RegExp(`${B}(?:dvd(?:rip|mux)?|dvd[ .\\-]rip|ntsc|pal|xvidvd|sd[ .\\-_]dvd)${E}`, 'i');
const SCREENER = new RegExp(`${B}(?:dvd-?scr|bd-?scr|scr|screener)${E}`, 'i');
const REGIONAL = new RegExp(`${B}r[56]${E}`, 'i');
const CAM = new RegExp(`${B}(?:(?:hd|hq|new)?[ -]?cam(?:rip)?)${E}`, 'i');
const TELESYNC = /(?<![A-Za-z0-9])(?:TS|HDTS|PDVD|[Tt][Ss][Rr]ip|[Tt]ele[Ss]ynch?)(?![A-Za-z0-9])/;
const TELECINE = /(?<![A-Za-z0-9])(?:TC|HDTC|[Tt]elecine)(?![A-Za-z0-9])/;
const WORKPRINT = /(?<![A-Za-z0-9])(?:WORKPRINT|WP)(?![A-Za-z0-9])/i;

/** Any DVD, screener, regional, cam, telesync, telecine or workprint word: one test for all of them. */
const RARE_SOURCE = /dvd|scr|ntsc|pal|r[56]|rip|cam|ts|tc|telesync|telecine|wp|workprint/i;

interface SourceRead {
  source: Source | null;
  modifier: SourceModifier | null;
}

function isWeb(text: string): boolean {
  return WEB_UPPER.test(text) || WEB_NEAR_TECH.test(text);
}

function readSource(text: string): SourceRead {
  const remux = REMUX.test(text);
  if (BLURAY.test(text) || (remux && !WEBDL.test(text) && !TV.test(text) && !isWeb(text))) {
    if (remux) return { source: 'bluray', modifier: 'remux' };
    if (BLURAY_DISC.test(text) || COMPLETE_BLURAY.test(text)) return { source: 'bluray', modifier: 'brdisk' };
    if (DISC_CODEC.test(text) && !ENCODE.test(text)) return { source: 'bluray', modifier: 'brdisk' };
    return { source: 'bluray', modifier: null };
  }
  if (WEBRIP.test(text)) return { source: 'webrip', modifier: null };
  if (WEBDL.test(text) || isWeb(text)) return { source: 'webdl', modifier: null };
  if (TV.test(text)) {
    const raw = RAW_HD.test(text) || (MPEG2.test(text) && (INTERLACED_HD.test(text) || /hdtv/i.test(text)));
    return { source: 'tv', modifier: raw ? 'rawhd' : null };
  }
  if (INTERLACED_HD.test(text) && MPEG2.test(text)) return { source: 'tv', modifier: 'rawhd' };
  if (!RARE_SOURCE.test(text)) return { source: null, modifier: null };
  if (SCREENER.test(text)) return { source: 'dvd', modifier: 'screener' };
  if (DVDR.test(text)) return { source: 'dvd', modifier: 'remux' };
  if (DVD.test(text)) return { source: 'dvd', modifier: null };
  if (HDRIP.test(text)) return { source: 'webrip', modifier: null };
  if (REGIONAL.test(text)) return { source: 'dvd', modifier: 'regional' };
  if (TELESYNC.test(text)) return { source: 'telesync', modifier: null };
  if (TELECINE.test(text)) return { source: 'telecine', modifier: null };
  if (CAM.test(text)) return { source: 'cam', modifier: null };
  if (WORKPRINT.test(text)) return { source: 'workprint', modifier: null };
  return { source: null, modifier: null };
}

// ── revision ─────────────────────────────────────────────────────────────────────────────────────────

const PROPER = new RegExp(`${B}proper${E}`, 'i');
const REPACK = new RegExp(`${B}(?:repack|rerip)(\\d?)${E}`, 'i');
const REAL = pattern(/(?<![A-Za-z0-9])REAL(?![A-Za-z0-9])/g);
/** `01v2`, `2018 v2`, `S01E01 v2`, `[WEBDL-1080p v2]`, `[v3]`: a numbered re-release. */
const VERSION = /(?:(?<=\d)|(?<=\d[ ._])|(?<=[[(])|(?<=\d[pi][ ._-]))v(\d{1,2})(?![0-9a-z])/i;

const MAYBE_VERSION = /v\d/i;

/** Any revision word at all: most names have none, and one test rules them all out. */
const ANY_REVISION = /proper|repack|rerip|REAL/i;
const FIRST_RELEASE: Revision = { version: 1, real: 0, isRepack: false, isProper: false };

/**
 * `text` holds the tags (PROPER, REPACK, REAL: read outside the title, where `The.Proper.Way` says nothing);
 * `versionText` the `v2` of a re-release, which anime names write right after the number inside the title
 * span (`Title - 2018v2`).
 */
function readRevision(text: string, versionText = text): Revision {
  if (!ANY_REVISION.test(text) && !MAYBE_VERSION.test(versionText)) return { ...FIRST_RELEASE };
  const proper = PROPER.test(text);
  const repack = REPACK.exec(text);
  const v = MAYBE_VERSION.test(versionText) ? VERSION.exec(versionText) : null;
  let version = 1;
  if (repack) version = repack[1] ? Number(repack[1]) + 1 : 2;
  else if (proper) version = 2;
  if (v) version = Math.max(version, Number(v[1]));
  let real = 0;
  for (const _ of matches(REAL, text)) real++;
  return { version, real, isRepack: repack !== null, isProper: proper };
}

// ── codecs, HDR, audio ───────────────────────────────────────────────────────────────────────────────

/** Named alternatives in priority order, scanned in one pass: the first one written (ties: the earlier entry). */
interface NamedWords {
  re: RegExp;
  names: readonly string[];
}

function namedWords(entries: ReadonlyArray<[string, string]>): NamedWords {
  const body = entries.map(([source]) => `(${source})`).join('|');
  return { re: new RegExp(`${B}(?:${body})`, 'i'), names: entries.map(([, name]) => name) };
}

function firstNamed(words: NamedWords, text: string): string | null {
  const m = words.re.exec(text);
  if (m === null) return null;
  for (let i = 0; i < words.names.length; i++) if (m[i + 1] !== undefined) return words.names[i]!;
  return null;
}

const VIDEO_CODECS = namedWords([
  [`(?:[xh]\\.?\\s?266|vvc)${E}`, 'h266'],
  [`(?:[xh]\\.?\\s?265|hevc)${E}`, 'h265'],
  [`(?:[xh]\\.?\\s?264|avc)${E}`, 'h264'],
  [`av1${E}`, 'av1'],
  [`x-?vid${E}`, 'xvid'],
  [`divx${E}`, 'divx'],
  [`vc-?1${E}`, 'vc1'],
  [`mpeg-?2${E}`, 'mpeg2'],
]);
const TEN_BIT = /(?<![a-z0-9])(?:10[ -]?bits?|hi10p?|10b)(?![a-z0-9])/i;
const EIGHT_BIT = /(?<![a-z0-9])(?:8[ -]?bits?|8b)(?![a-z0-9])/i;
const DOLBY_VISION = new RegExp(`${B}(?:dv|dovi|dolby[ ._-]?vision)${E}`, 'i');
const HDR10_PLUS = new RegExp(`${B}hdr10(?:\\+|plus|[ ._]plus)(?![a-z0-9])|${B}hdr10\\+`, 'i');
const HDR10 = new RegExp(`${B}hdr10${E}`, 'i');
const HDR = new RegExp(`${B}hdr${E}`, 'i');
const HLG = new RegExp(`${B}hlg${E}`, 'i');

const AUDIO_CODECS = namedWords([
  [`truehd${E}`, 'TrueHD'],
  [`(?:dts[ ._-]?(?:hd[ ._-]?)?ma|dts-?hd)${E}`, 'DTS-HD MA'],
  [`dts-?x${E}`, 'DTS:X'],
  [`dts(?:-es)?(?:\\d\\.\\d)?${E}`, 'DTS'],
  ['(?:e-?ac-?3|ddp|dd\\+|dolby[ .]?digital[ .]?plus)(?:\\d\\.?\\d)?', 'EAC3'],
  [`(?:ac-?3d?|dd)(?:\\d\\.?\\d)?${E}`, 'AC3'],
  [`aac(?:\\d\\.?\\d)?(?:lc)?${E}`, 'AAC'],
  [`flac(?:x\\d)?${E}`, 'FLAC'],
  [`opus${E}`, 'Opus'],
  [`mp3${E}`, 'MP3'],
  [`l?pcm(?:\\d\\.\\d)?${E}`, 'PCM'],
]);
const ATMOS = new RegExp(`${B}atmos${E}`, 'i');
const CHANNELS = /(?<![0-9])(?<![0-9]\.)([1-9])[. ]([01])(?:ch)?(?![0-9])|(?<![0-9])([268])ch(?![a-z])/i;

/** Cheap tests that rule out whole families of words before their lists are tried one by one. */
const ANY_HDR = /hdr|dv|dovi|dolby|hlg/i;
const ANY_CHANNELS = /[1-9][. ][01]|\dch/i;
const ANY_BITS = /bit|10b|8b|hi10/i;

/** `text` is the name without its title; `versionText` keeps the title span, where anime names put `v2`. */
export function readQuality(text: string, versionText = text): QualityInfo {
  const { source, modifier } = readSource(text);
  let audioCodec = firstNamed(AUDIO_CODECS, text);
  if (audioCodec !== null && ATMOS.test(text)) audioCodec = `${audioCodec} Atmos`;
  const channels = ANY_CHANNELS.test(text) ? CHANNELS.exec(text) : null;
  let audioChannels: string | null = null;
  if (channels) {
    if (channels[3] !== undefined) audioChannels = channels[3] === '6' ? '5.1' : channels[3] === '8' ? '7.1' : '2.0';
    else audioChannels = `${channels[1]}.${channels[2]}`;
  }
  const hdr: string[] = [];
  if (ANY_HDR.test(text)) {
    if (DOLBY_VISION.test(text)) hdr.push('DV');
    if (HDR10_PLUS.test(text)) hdr.push('HDR10+');
    else if (HDR10.test(text)) hdr.push('HDR10');
    else if (HDR.test(text)) hdr.push('HDR');
    if (HLG.test(text)) hdr.push('HLG');
  }
  return {
    resolution: readResolution(text),
    source,
    modifier,
    revision: readRevision(text, versionText),
    videoCodec: firstNamed(VIDEO_CODECS, text),
    bitDepth: !ANY_BITS.test(text) ? null : TEN_BIT.test(text) ? 10 : EIGHT_BIT.test(text) ? 8 : null,
    audioCodec,
    audioChannels,
    hdr,
  };
}
