// Rule: recognise the technical words of a release name (resolution, source, codecs, audio, scene tags).
// The first unambiguous one ends a movie title; a bracket made only of them is not a group or a title.

/** Words that never start or continue a title (`1080p`, `BluRay`, `x264`, `DTS-HD`). */
const STRONG = [
  // resolutions and sizes
  '\\d{3,4}[pi](?:60|50)?', '\\d{3,4}x\\d{3,4}', '4k', 'uhd', 'fhd', 'ultrahd', '4kto1080p',
  // sources
  'blu-?ray', 'bluray\\d{3,4}p', 'bd(?:rip|remux|iso|light|full|mux)', 'bd-?(?:25|50|66|100)', 'br-?rip',
  'brdisk', 'uhdbd(?:rip)?', 'uhd2bd', 'mbluray', 'web-?(?:dl|rip|mux|dlmux)', 'webdl-?\\d{3,4}p', 'webhd',
  'hdtv(?:-?\\d{3,4}p)?', 'pdtv', 'sdtv', 'hr(?=[ ._]ws[ ._])', 'ws(?=[ ._](?:pdtv|dsr|dvdrip|hdtv))', 'tv-?rip', 'dvd(?:rip|scr|r|5|9|mux)', 'dvd-?(?:rip|r)', 'hd-?dvd(?:rip)?',
  'hdrip', 'remux', 'hd-?cam(?:rip)?', 'camrip', 'telesync', 'telecine', 'tsrip', 'vhsrip', 'bdiso',
  'itunes(?:hd)?', 'netflix(?:hd|uhd)', 'amazon(?:hd|sd)', 'amzn', 'dsnp', 'hmax', 'atvp',
  // video
  '[xh]\\.?26[456]', 'hevc', 'xvid', 'divx', 'av1', 'vc-?1', 'mpeg-?2', 'hi10p?', '10-?bits?', '8-?bits?',
  'hdr10(?:\\+|plus)?', 'dovi',
  // audio
  'aac(?:2\\.0|5\\.1)?', 'e?ac-?3d?', 'dts(?:-?(?:hd|x|es|ma))?', 'ddp(?:[257]\\.?[01])?', 'dd\\+?[257]\\.?[01]',
  'truehd', 'atmos', 'flac', 'lpcm',
  // scene tags: words a title can hold (`The Proper Way`), so only when a tech word follows
  '(?:proper|repack\\d?|rerip\\d?|internal|readnfo|nfofix|dubbed|subbed|vostfr)(?=[ ._-]+(?:\\d{3,4}[pi]|hdtv|web|blu|bd|dvd|[xh]26|xvid|ac3|dts|aac|dl|german|french|multi))',
]; // prettier-ignore

/** Words that are technical inside a tech bracket but can also be ordinary words (`Web`, `Real`, `HD`). */
const WEAK = [
  'web', 'bd', 'dvd', 'hd', 'sd', 'tv', 'cam', 'ts', 'dsr', 'ws', 'hr', 'dv', 'hdr', 'sdr', 'hlg', 'avc', 'nf',
  'hulu', 'real', 'ntsc', 'pal', 'secam', 'limited', 'multi(?:subs?)?', 'dual', 'dl', 'audio', 'mp3', 'opus', 'mp4', 'mkv', 'aac',
  'dd', 'ac3', '[257]\\.[01](?:ch)?', '6ch', 'raw', 'raws', 'softsubs?', 'subs?', 'batch', 'complete', 'hybrid',
  'eng', 'jap', 'jpn', 'chs', 'cht', 'big5', 'gb', 'x26[45]', 'h26[45]', 'baha', 'cr', 'hi10', 'ma', 'dolby',
  'vision', 'hq', 'lq', 'mq', 'uncensored', 'vf', 'vostfr',
]; // prettier-ignore

const BOUND_BEFORE = '(?:^|[\\s._\\-\\[\\](){}+,/|])';
const BOUND_AFTER = '(?![^\\s._\\-\\[\\](){}+,/|])';

/** An unambiguous tech word bounded by separators (or the string ends). */
const STRONG_WORD = new RegExp(`${BOUND_BEFORE}(${STRONG.join('|')})${BOUND_AFTER}`, 'i');

const SPLIT_WORDS = /[\s._\-[\](){}+,/|]+/;
const WHOLE_TECH = new RegExp(`^(?:${STRONG.join('|')}|${WEAK.join('|')})$`, 'i');

/** True when every word of `text` is technical (`1080p`, `BD 1080p FLAC`, `Web`, `4K`). */
export function isTechText(text: string): boolean {
  const words = text.split(SPLIT_WORDS);
  let seen = 0;
  for (const w of words) {
    if (w.length === 0) continue;
    if (!WHOLE_TECH.test(w)) return false;
    seen++;
  }
  return seen > 0;
}

/** Index of the first unambiguous tech word at or after `from`, or -1. */
export function firstTechWord(text: string, from = 0): number {
  const m = STRONG_WORD.exec(from > 0 ? text.slice(from) : text);
  return m === null ? -1 : from + m.index + m[0].length - m[1]!.length;
}

/** Disc and source tags some posters put before the title (`BD25.Movie.Title.1994`). */
const LEADING_TAG = /^(?:bd-?(?:25|50|66|100)|bdiso|bluray|blu-ray|remux|uhd|4k|\d{3,4}p)(?=[\s._\-[\]()]|$)[\s._-]*/i;

/** Length of a tech word (and its separators) at `from`, e.g. `BD25.` in `BD25.Movie.Title.1994`; 0 if none. */
export function leadingTechLength(text: string, from: number): number {
  const m = LEADING_TAG.exec(text.slice(from));
  return m ? m[0].length : 0;
}
