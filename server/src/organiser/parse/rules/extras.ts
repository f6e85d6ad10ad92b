// Rule: extras and samples. A file is an extra when its name ends in a Plex/Jellyfin extra suffix
// (`-trailer`, `-featurette`, `-behindthescenes`…), when an extra word follows the title (`Movie (2010)
// Trailer`), or when it sits in an extras folder (`Featurettes/`, `Deleted Scenes/`). A word inside a
// title (`Trailer Park Boys`) does not make an extra.

import { type ExtraKind } from '../parsed-release.js';

const KINDS: ReadonlyArray<[RegExp, ExtraKind]> = [
  [/trailers?|teasers?/i, 'trailer'],
  [/featurettes?/i, 'featurette'],
  [/behind[ ._-]?the[ ._-]?scenes|making[ ._-]?of|bts/i, 'behind-the-scenes'],
  [/deleted[ ._-]?scenes?|deleted/i, 'deleted-scene'],
  [/interviews?/i, 'interview'],
  [/scenes?/i, 'scene'],
  [/shorts?/i, 'short'],
  [/extras?|bonus|other|specials? features?/i, 'other'],
];

/** `Movie-trailer`, `Movie - Featurette`: the suffix convention of media servers. */
const SUFFIX =
  /[ ._]?-[ ._]?(trailer|teaser|featurette|behindthescenes|behind the scenes|deleted|deletedscene|interview|scene|short|other|extra)s?$/i;
/** The same words as a whole folder name. */
const FOLDER =
  /^(?:trailers?|featurettes?|behind the scenes|deleted scenes|interviews?|scenes|shorts|others?|extras?|bonus|specials features)$/i;
const WORD_AFTER_TITLE =
  /(?<![a-z])(trailer|teaser|featurette|behind[ ._-]the[ ._-]scenes|making[ ._-]of|deleted[ ._-]scenes?|interview)(?![a-z])/i;
const SAMPLE = /(?<![a-z])sample(?![a-z])/i;

function kindOf(word: string): ExtraKind {
  for (const [re, kind] of KINDS) if (re.test(word)) return kind;
  return 'other';
}

interface ExtraInfo {
  isExtra: boolean;
  extraKind: ExtraKind | null;
  isSample: boolean;
}

/** `name` without extension, `titleEnd` where its title stops, `folders` nearest first. */
/** Any extra word in the name or the nearest folder; most names have none. */
const ANY_EXTRA =
  /sample|trailer|teaser|featurette|behind|making|deleted|interview|scene|short|other|extra|bonus|special/i;
const NOT_EXTRA: ExtraInfo = { isExtra: false, extraKind: null, isSample: false };

export function readExtra(name: string, titleEnd: number, folders: readonly string[]): ExtraInfo {
  if (!ANY_EXTRA.test(name) && !(folders[0] !== undefined && ANY_EXTRA.test(folders[0]))) return { ...NOT_EXTRA };
  const sampleName = SAMPLE.exec(name);
  const isSample = (sampleName !== null && sampleName.index >= titleEnd) || folders[0]?.toLowerCase() === 'sample';
  if (isSample) return { isExtra: true, extraKind: 'sample', isSample: true };
  const suffix = SUFFIX.exec(name);
  if (suffix) return { isExtra: true, extraKind: kindOf(suffix[1]!), isSample: false };
  const after = WORD_AFTER_TITLE.exec(name.slice(titleEnd));
  if (after && titleEnd > 0) return { isExtra: true, extraKind: kindOf(after[1]!), isSample: false };
  const folder = folders[0];
  if (folder !== undefined && FOLDER.test(folder.trim())) {
    return { isExtra: true, extraKind: kindOf(folder), isSample: false };
  }
  // `Gladiator.2000.1080p-GRP/Gladiator.Deleted.Scenes.mkv`: the folder's title, then an extra word.
  const titled = TITLE_THEN_EXTRA.exec(name.slice(0, titleEnd > 0 ? titleEnd : name.length).trim());
  if (titled && folder !== undefined && squeezed(folder).startsWith(squeezed(titled[1]!))) {
    return { isExtra: true, extraKind: kindOf(titled[2]!), isSample: false };
  }
  return { isExtra: false, extraKind: null, isSample: false };
}

const TITLE_THEN_EXTRA =
  /^(.*?[\p{L}\p{N}].*?)[ ._-]+(trailer|teaser|featurette|behind[ ._-]the[ ._-]scenes|making[ ._-]of|deleted[ ._-]scenes?|interview)s?$/iu;

function squeezed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
