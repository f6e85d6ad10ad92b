// Rule: one film in several files (`Lawrence.of.Arabia.1962.CD1.avi`, `Movie (1999)/Disc 2/movie.avi`).
// Each file is a part of the film, not a second copy of it: media servers stack them when they are
// named `Title (Year) - cd1`, `- cd2`.

export interface FilePart {
  /** The word the name uses: `cd`, `disc` (`disk` reads as `disc`). */
  word: 'cd' | 'disc';
  number: number;
}

const PART = /(?<![a-z0-9])(cd|dis[ck])[ ._-]?([1-9])(?![0-9a-z])/i;
const PART_FOLDER = /^(cd|dis[ck])[ ._-]?([1-9])$/i;

function partOf(m: RegExpExecArray | null): FilePart | null {
  if (!m) return null;
  return { word: m[1]!.toLowerCase() === 'cd' ? 'cd' : 'disc', number: Number(m[2]) };
}

/** The part a file is, from the words after its title or from a `CD1`/`Disc 2` folder it sits in. */
export function readFilePart(afterTitle: string, folders: readonly string[]): FilePart | null {
  const own = partOf(PART.exec(afterTitle));
  if (own !== null) return own;
  const nearest = folders[0];
  return nearest === undefined ? null : partOf(PART_FOLDER.exec(nearest.trim()));
}
