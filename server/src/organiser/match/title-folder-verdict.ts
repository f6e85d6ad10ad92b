// Whether a folder is evidently one title's folder, so that a person's pick for one of its files may
// be remembered for the others: its name names the title, or its files do, or it holds a season's
// episodes of the show; never a source folder itself, never a folder whose files name several titles
// (a downloads folder). Pure: the folder's file names are read by the caller.

import path from 'node:path';
import { parseRelease, type FolderReadings } from '../parse/parse-release.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { folderLabel } from './choice-folder.js';
import { SAME_SHOW_SIMILARITY } from './folder-sharing.js';
import { nameEvidence, type TitleVariant } from './name-evidence.js';
import { yearContradicts, type CandidateFacts } from './score-candidate.js';
import { titleSimilarity } from './title-similarity.js';

export type TitleFolderVerdict =
  { eligible: true; basis: 'folder name' | 'files' | 'season'; reason: null } | { eligible: false; reason: string };

interface TitleFolderQuestion {
  folder: string;
  /** The source folder the folder is in, when known: a choice never sticks to it. */
  sourceRoot?: string | undefined;
  /** The folder's media files as paths from its parent (see `folderMediaNames`). */
  fileNames: readonly string[];
  title: CandidateFacts;
  parsing: { now: Date; folderReadings?: FolderReadings };
}

/** Titles named differently enough to be two are listed up to this many in a reason. */
const NAMED_IN_REASON = 3;

export function judgeTitleFolder(question: TitleFolderQuestion): TitleFolderVerdict {
  const { folder, title } = question;
  const label = folderLabel(folder);
  const titleLabel = title.year === null ? title.title : `${title.title} (${title.year})`;
  if (question.sourceRoot !== undefined && isSameOrAbove(folder, question.sourceRoot)) {
    return { eligible: false, reason: `${label} is a source folder itself, which holds many titles` };
  }
  const folderName = parseRelease(path.basename(folder), { now: question.parsing.now });
  const nameAgrees = folderName !== null && namesTheTitle(folderName, title);

  const { named, untitled } = titlesOfFiles(question);
  const others = named.filter((group) => !namesTheTitle(group.parsed, title));
  if (named.length > 1 && others.length > 0) {
    const listed = named.slice(0, NAMED_IN_REASON).map((group) => `“${group.variant.text}”`);
    if (named.length > NAMED_IN_REASON) listed.push('…');
    return { eligible: false, reason: `${label} holds files of several titles (${listed.join(', ')})` };
  }
  if (others.length === 1) {
    const reason = nameAgrees
      ? `the files in ${label} are named for “${others[0]!.variant.text}”, not ${titleLabel}`
      : `neither ${label} nor its files are named for ${titleLabel}`;
    return { eligible: false, reason };
  }
  if (named.length > 0) return { eligible: true, basis: nameAgrees ? 'folder name' : 'files', reason: null };
  if (nameAgrees) return { eligible: true, basis: 'folder name', reason: null };
  if (title.mediaType === 'tv' && isOneSeason(untitled)) return { eligible: true, basis: 'season', reason: null };
  return { eligible: false, reason: `neither ${label} nor its files are named for ${titleLabel}` };
}

/**
 * Whether a name names the title: one of its spellings is like the title's name, original name or
 * an alternative one, with no year that says it is another title of that name.
 */
export function namesTheTitle(parsed: ParsedRelease, title: CandidateFacts): boolean {
  const names = [title.title, title.originalTitle, ...title.alternativeTitles].filter((n): n is string => !!n);
  return evidenceOf(parsed).some(
    (variant) =>
      names.some((name) => titleSimilarity(variant.text, name) >= SAME_SHOW_SIMILARITY) &&
      !yearContradicts(variant.year, title),
  );
}

function evidenceOf(parsed: ParsedRelease): TitleVariant[] {
  return nameEvidence({ parsed, kind: parsed.mediaKind === 'episode' ? 'episode' : 'movie' }).titles;
}

interface NamedGroup {
  variant: TitleVariant;
  parsed: ParsedRelease;
}

/**
 * The folder's files grouped by the title they name, each file read as the organiser reads it (with
 * its folders); samples and extras say nothing of the title. Files that name no title are kept apart.
 */
function titlesOfFiles(question: TitleFolderQuestion): { named: NamedGroup[]; untitled: ParsedRelease[] } {
  const named: NamedGroup[] = [];
  const untitled: ParsedRelease[] = [];
  const folderReadings = question.parsing.folderReadings ?? new Map();
  for (const name of question.fileNames) {
    const parsed = parseRelease(name, { now: question.parsing.now, folderReadings, isPath: true });
    if (parsed === null || parsed.isSample || parsed.isExtra) continue;
    const variant = evidenceOf(parsed)[0];
    if (!variant) {
      untitled.push(parsed);
      continue;
    }
    if (!named.some((group) => sameTitle(group.variant, variant))) named.push({ variant, parsed });
    // Two titles are enough to refuse; the rest of a big folder need not be read.
    if (named.length > NAMED_IN_REASON) break;
  }
  return { named, untitled };
}

/** `Dune` and `Dune` are one title; `Dune 1984` and `Dune 2021` are two. */
function sameTitle(a: TitleVariant, b: TitleVariant): boolean {
  if (a.year !== null && b.year !== null && Math.abs(a.year - b.year) > 1) return false;
  return titleSimilarity(a.text, b.text) >= SAME_SHOW_SIMILARITY;
}

/** Episodes whose names carry no title (`S01E01.mkv`, `S01E02.mkv`): a season of one show. */
function isOneSeason(files: readonly ParsedRelease[]): boolean {
  if (files.length < 2) return false;
  const season = files[0]!.season;
  return season !== null && files.every((f) => f.mediaKind === 'episode' && f.season === season);
}

function isSameOrAbove(folder: string, root: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(root));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
