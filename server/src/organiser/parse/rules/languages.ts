// Rule: audio languages named after the title (`German.DL`, `FRENCH`, `ITA`, `VOSTFR`, `MULTi`). Words
// inside the title never count (`The.Italian.Movie`, `German.Lancers`, `Series in Russian`), two-letter codes
// count only in capitals, and `DTS-ES` is an audio format, not Spanish.

interface LanguageWord {
  pattern: RegExp;
  code: string;
  source: string;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

function word(source: string, code: string, caseSensitive = false): LanguageWord {
  return { pattern: new RegExp(`${B}(?:${source})${E}`, caseSensitive ? 'u' : 'iu'), code, source };
}

const LANGUAGES: readonly LanguageWord[] = [
  word('english|eng', 'en'),
  word('french|truefrench|vff|vfq|vfi|vf2|vostfr|fre', 'fr'),
  word('german|deutsch|ger', 'de'),
  word('italian|ita', 'it'),
  word('spanish|castellano|español|espanol|esp|latino', 'es'),
  word('portuguese|pt-br', 'pt'),
  word('russian|rus', 'ru'),
  word('ukrainian|ukr', 'uk'),
  word('polish', 'pl'),
  word('PL', 'pl', true),
  word('dutch|flemish|nld', 'nl'),
  word('NL', 'nl', true),
  word('swedish|swe', 'sv'),
  word('norwegian', 'no'),
  word('danish', 'da'),
  word('finnish', 'fi'),
  word('nordic', 'nordic'),
  word('japanese|jap|jpn', 'ja'),
  word('korean|kor', 'ko'),
  word('chinese|mandarin|cantonese|chs|cht', 'zh'),
  word('hindi', 'hi'),
  word('tamil', 'ta'),
  word('telugu', 'te'),
  word('malayalam', 'ml'),
  word('turkish', 'tr'),
  word('arabic', 'ar'),
  word('hebrew', 'he'),
  word('czech', 'cs'),
  word('hungarian', 'hu'),
  word('greek', 'el'),
  word('thai', 'th'),
  word('vietnamese', 'vi'),
  word('multi|multi-?lang', 'mul'),
];

/** Any of the words above, to skip the list for the many names that name no language. */
const ANY_LANGUAGE = new RegExp(`(?<![A-Za-z0-9])(?:${LANGUAGES.map((l) => l.source).join('|')})(?![A-Za-z0-9])`, 'i');
const NORDIC = ['da', 'fi', 'no', 'sv'];
/** `DTS-ES`, `AC3-FR` style: a language code glued to an audio format is part of the format. */
const AUDIO_GLUE = /(?:dts|ac3|dd)-$/i;

/** Languages named in `text` from `from` on (the end of the title). */
export function readLanguages(text: string, from: number): string[] {
  const tail = text.slice(from);
  const found: string[] = [];
  if (!ANY_LANGUAGE.test(tail)) return found;
  for (const lang of LANGUAGES) {
    const m = lang.pattern.exec(tail);
    if (!m) continue;
    if (AUDIO_GLUE.test(tail.slice(Math.max(0, m.index - 4), m.index))) continue;
    if (lang.code === 'nordic') {
      for (const c of NORDIC) if (!found.includes(c)) found.push(c);
    } else if (!found.includes(lang.code)) {
      found.push(lang.code);
    }
  }
  return found;
}

/** Words that stop a movie title when a tech word or another language follows (`Movie.German.DL.720p`). */
export const TITLE_STOP_LANGUAGE =
  /(?<![\p{L}\p{N}])(?:german|french|truefrench|italian|spanish|english|russian|dutch|swedish|norwegian|danish|finnish|nordic|japanese|korean|hindi|tamil|telugu|malayalam|polish|turkish|castellano|latino)(?=[ ._-]+(?:dl|ac3d?|dts|dubbed|subbed|bluray|blu-ray|web|hdtv|\d{3,4}p|pal|ntsc|dvdr?|x26[45]|h26[45]|hdrip|bdrip|(?:19|20)\d{2}[ ._-]+(?:pal|ntsc|dvdr))(?![a-z0-9]))/iu;
