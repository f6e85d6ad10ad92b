// Rule: audio languages named after the title (`German.DL`, `FRENCH`, `ITA`, `VOSTFR`, `MULTi`). Words
// inside the title never count (`The.Italian.Movie`, `German.Lancers`, `Series in Russian`), two-letter codes
// count only in capitals, and `DTS-ES` is an audio format, not Spanish.

import { matches, pattern } from './matches.js';

/** Words naming an audio language, by ISO 639-1 code (`mul` for MULTi, `nordic` for the four Nordic ones). */
const LANGUAGE_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['english', 'eng'],
  fr: ['french', 'truefrench', 'vff', 'vfq', 'vfi', 'vf2', 'vostfr', 'fre'],
  de: ['german', 'deutsch', 'ger'],
  it: ['italian', 'ita'],
  es: ['spanish', 'castellano', 'español', 'espanol', 'esp', 'latino'],
  pt: ['portuguese', 'pt-br'],
  ru: ['russian', 'rus'],
  uk: ['ukrainian', 'ukr'],
  pl: ['polish', 'PL'],
  nl: ['dutch', 'flemish', 'nld', 'NL'],
  sv: ['swedish', 'swe'],
  no: ['norwegian'],
  da: ['danish'],
  fi: ['finnish'],
  nordic: ['nordic'],
  ja: ['japanese', 'jap', 'jpn'],
  ko: ['korean', 'kor'],
  zh: ['chinese', 'mandarin', 'cantonese', 'chs', 'cht'],
  hi: ['hindi'],
  ta: ['tamil'],
  te: ['telugu'],
  ml: ['malayalam'],
  tr: ['turkish'],
  ar: ['arabic'],
  he: ['hebrew'],
  cs: ['czech'],
  hu: ['hungarian'],
  el: ['greek'],
  th: ['thai'],
  vi: ['vietnamese'],
  mul: ['multi', 'multilang', 'multi-lang'],
};

/** Lower-cased word → code; two-letter codes count only when written in capitals. */
const CODE_OF = new Map<string, string>();
const CAPITALS_ONLY = new Set<string>();
for (const [code, words] of Object.entries(LANGUAGE_WORDS)) {
  for (const w of words) {
    CODE_OF.set(w.toLowerCase(), code);
    if (w.length === 2 && w === w.toUpperCase()) CAPITALS_ONLY.add(w.toLowerCase());
  }
}
const LANGUAGE_WORD = pattern(
  new RegExp(
    `(?:^|[^A-Za-z0-9])(${[...CODE_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9])`,
    'gi',
  ),
);
const NORDIC = ['da', 'fi', 'no', 'sv'];
/** `DTS-ES`, `AC3-FR` style: a language code glued to an audio format is part of the format. */
const AUDIO_GLUE = /(?:dts|ac3|dd)-$/i;

/** Languages named in `text` from `from` on (the end of the title), in the order they are written. */
export function readLanguages(text: string, from: number): string[] {
  const tail = text.slice(from);
  const found: string[] = [];
  for (const m of matches(LANGUAGE_WORD, tail)) {
    const word = m[1]!;
    const lower = word.toLowerCase();
    if (CAPITALS_ONLY.has(lower) && word !== word.toUpperCase()) continue;
    const start = m.index + m[0].length - word.length;
    if (AUDIO_GLUE.test(tail.slice(Math.max(0, start - 4), start))) continue;
    const code = CODE_OF.get(lower)!;
    for (const c of code === 'nordic' ? NORDIC : [code]) if (!found.includes(c)) found.push(c);
  }
  return found;
}

/** Words that stop a movie title when a tech word or another language follows (`Movie.German.DL.720p`). */
export const TITLE_STOP_LANGUAGE =
  /(?<![\p{L}\p{N}])(?:german|french|truefrench|italian|spanish|english|russian|dutch|swedish|norwegian|danish|finnish|nordic|japanese|korean|hindi|tamil|telugu|malayalam|polish|turkish|castellano|latino)(?=[ ._-]+(?:dl|ac3d?|dts|dubbed|subbed|bluray|blu-ray|web|hdtv|\d{3,4}p|pal|ntsc|dvdr?|x26[45]|h26[45]|hdrip|bdrip|(?:19|20)\d{2}[ ._-]+(?:pal|ntsc|dvdr))(?![a-z0-9]))/iu;
