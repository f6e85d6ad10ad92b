// Rule: a scene file name made of a group tag and noise (`grp-mt-1080p`, `flux-33x2160`, `ntb-tgot-s01e01`)
// names no title of its own: it belongs to the release folder it sits in. Groups name the files of a
// release `group-abbreviation-resolution`, where the abbreviation is a word of the title, the title run
// together (`theoffice`), its initials (`tdk`) or a few of its letters; some add random characters.
// A word that could be a title of its own (`grp-down-1080p` in the folder of `Up`) keeps the file's name.

/** What the rule reads of a name: its title span, its year and the group read at its end. */
interface TaggedName {
  title: string;
  year: number | null;
  releaseGroup: string | null;
}

/** What the rule reads of the release folder. */
export interface ReleaseFolderName {
  /** The folder's title and its alternative titles (`A AKA B`). */
  titles: readonly string[];
  year: number | null;
  releaseGroup: string | null;
}

const VOWEL = /[aeiouy]/;
const DIGIT = /\d/;
const LETTER = /\p{L}/u;
const ARTICLE = /^(?:the|a|an)$/;
/** `grp-…`: a scene name starts with its group, lower-case, before the first dash. */
const LEADING_TAG = /^([a-z0-9]{2,12})-[a-z0-9]/;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** True when every letter of `short` appears in `long` in order. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

/** The folder title run together, with and without its leading article: `theofficeus`, `officeus`. */
function squeezedForms(words: readonly string[]): string[] {
  const forms = [words.join('')];
  if (words.length > 1 && ARTICLE.test(words[0]!)) forms.push(words.slice(1).join(''));
  return forms.filter((f) => f !== '');
}

/**
 * A token taken from the folder's title: one of its words, the title run together or cut short
 * (`theoffice`, `incep`), or an abbreviation that starts like the title and keeps its letters in order
 * (`tdk`, `mt`, `tbbt`, `lotr`).
 */
function isFromTitle(token: string, words: ReadonlySet<string>, squeezed: readonly string[]): boolean {
  if (words.has(token)) return true;
  if (!LETTER.test(token)) return false;
  return squeezed.some(
    (form) =>
      (token.length >= 3 && form.startsWith(token)) ||
      (token.length >= 2 && token[0] === form[0] && !DIGIT.test(token) && isSubsequence(token, form)),
  );
}

/**
 * Characters no title is made of: numbers (`2160`), letters between digits (`33x2160`, `d3g`), short or
 * vowel-less bits (`mt`, `abc`, `bttf`). `shortest` is the length from which a pronounceable run of letters
 * may be a word: `worldmoviez2` is not noise.
 */
function isNoise(token: string, shortest: number): boolean {
  return token.split(/\d+/).every((run) => run.length < shortest || !VOWEL.test(run));
}

/** Tokens shorter than this are abbreviations; `down` (in the folder of `Up`) may be a title. */
const WORD_LENGTH = 4;
/** When the file's episode agrees with its season pack, `tgot` is taken for an abbreviation too. */
const WORD_LENGTH_IN_PACK = 6;

/**
 * True when `file` is a group tag plus noise inside the release `folder`: no year of its own (or the
 * folder's), and every word of its title is the folder's group, a lower-case leading tag, a word or short
 * form of the folder's title, or noise. The folder's group (as a word or as the file's release group)
 * witnesses for noise; without it, only the title's words and short forms do (`tdk-1080p`).
 * `episodeAgrees`: the file's own episode lies in the season of its episode or season folder, a second
 * witness, so longer abbreviations (up to five letters) are accepted.
 */
export function isGroupTagName(
  file: TaggedName,
  folder: ReleaseFolderName,
  options: { episodeAgrees?: boolean } = {},
): boolean {
  if (file.year !== null && file.year !== folder.year) return false;
  const tokens = wordsOf(file.title);
  if (tokens.length === 0) return false;
  const group = wordsOf(folder.releaseGroup ?? '').join('');
  const titleWords = folder.titles.map(wordsOf);
  const words = new Set(titleWords.flat());
  const squeezed = titleWords.flatMap(squeezedForms);
  const leadingTag = LEADING_TAG.exec(file.title)?.[1];
  const shortest = options.episodeAgrees === true ? WORD_LENGTH_IN_PACK : WORD_LENGTH;
  let groupSeen = group !== '' && wordsOf(file.releaseGroup ?? '').join('') === group;
  let titleSeen = false;
  let noiseSeen = false;
  for (const [i, token] of tokens.entries()) {
    if (group !== '' && token === group) groupSeen = true;
    else if (isFromTitle(token, words, squeezed)) titleSeen = true;
    else if (i === 0 && token === leadingTag) continue;
    else if (isNoise(token, shortest)) noiseSeen = true;
    else return false;
  }
  return groupSeen || (titleSeen && !noiseSeen);
}
