// Whether the title found for one file of a folder is another file's too: a folder named for a show
// shares it with its episodes; a downloads folder or source root shares nothing by itself.

import path from 'node:path';
import type { NameEvidence } from './name-evidence.js';
import { normaliseTitle, titleSimilarity } from './title-similarity.js';

/** Below this, a file's title is not the folder's title but another show's. */
export const SAME_SHOW_SIMILARITY = 0.8;

/** Whether a folder is named for the title the file carries (`Show.S01.1080p`, `Show (2005)`), not a downloads folder. */
export function folderNamesTitle(folder: string, evidence: NameEvidence): boolean {
  const name = normaliseTitle(path.basename(folder));
  return evidence.titles.some((variant) => {
    const title = normaliseTitle(variant.text);
    return title !== '' && (name === title || name.startsWith(`${title} `));
  });
}

/** Whether a file's name is compatible with a title found for its folder: it names it, or names nothing. */
export function namesTitle(evidence: NameEvidence, known: readonly string[]): boolean {
  if (evidence.titles.length === 0) return true;
  return evidence.titles.some((variant) =>
    known.some((title) => titleSimilarity(variant.text, title) >= SAME_SHOW_SIMILARITY),
  );
}
