import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DESTINATION_PLACEHOLDERS } from '@cinesync/common';
import { isInside } from '../file-tree/resolve-inside.js';
import { lexicalProblem } from './directory-policy.js';
import { PLACEHOLDER_SOURCE_DIR } from './source-dirs.js';

/** What the folder settings are read from. */
export interface FolderSettings {
  get(key: 'SOURCE_DIR' | 'DESTINATION_DIR'): string;
  readonly dataDir: string;
}

/** A configured folder that may be used, with the path it leads to now. */
export interface UsableFolder {
  /** As configured, resolved to an absolute path without a trailing separator. */
  configured: string;
  /** Its real path now; the configured path while it can't be resolved (a mount that is down). */
  real: string;
}

export interface RefusedFolder {
  folder: string;
  problem: string;
}

/**
 * The folder settings as they can be used at this moment. A folder is judged on its path as
 * written and on the real path it leads to now, so a library or source folder swapped for a link
 * to `/etc` after it was saved is refused at its next use, not served.
 */
export interface UsableFolders {
  /** The library, when it is set, allowed and an existing folder. */
  library: UsableFolder | undefined;
  /** DESTINATION_DIR as written, trimmed; '' when unset or a placeholder. */
  libraryValue: string;
  /** Why a DESTINATION_DIR that is set can't be used (refused, not absolute); absent when it merely doesn't exist. */
  libraryProblem: string | undefined;
  /** The source folders that may be organised and served, in configuration order. */
  sources: UsableFolder[];
  /** Source folders that are set but not used, each with the reason. */
  refusedSources: RefusedFolder[];
  /** The data folder's real path: never served, whatever links to it. */
  dataDir: string;
}

/**
 * Read and judge the folder settings now. Every use that serves, lists or organises asks again:
 * one `realpath` per folder, which is what serving a file costs anyway.
 */
export async function resolveUsableFolders(config: FolderSettings): Promise<UsableFolders> {
  const data = await realOrLexical(config.dataDir);
  const libraryValue = destinationValue(config.get('DESTINATION_DIR'));
  const library = await judgeLibrary(libraryValue, data);
  const sources: UsableFolder[] = [];
  const refusedSources: RefusedFolder[] = [];
  for (const written of sourceValues(config.get('SOURCE_DIR'))) {
    const judged = await judgeSource(written, data, library.usable);
    if ('problem' in judged) refusedSources.push({ folder: written, problem: judged.problem });
    else if (!sources.some((s) => s.real === judged.real)) sources.push(judged);
  }
  // A folder nested in another configured folder is walked through the outer one: a file belongs
  // to exactly one root.
  const outermost = sources.filter((s) => !sources.some((o) => o !== s && isInside(o.real, s.real)));
  return {
    library: library.usable,
    libraryValue,
    libraryProblem: library.problem,
    sources: outermost,
    refusedSources,
    dataDir: data,
  };
}

/** The usable source roots as configured paths (what records and the index are keyed by). */
export function sourceRootsOf(folders: UsableFolders): string[] {
  return folders.sources.map((s) => s.configured);
}

/**
 * Why a set of folder settings would overlap or be refused, for a save: each source against the
 * library on real paths (equal, inside or containing), judged before anything is written.
 */
export async function folderPairProblems(
  sourceValue: string,
  destinationValue_: string,
  dataDir: string,
): Promise<string[]> {
  const data = await realOrLexical(dataDir);
  const library = await judgeLibrary(destinationValue(destinationValue_), data, { allowMissing: true });
  const problems: string[] = [];
  for (const written of sourceValues(sourceValue)) {
    const judged = await judgeSource(written, data, library.usable);
    if ('problem' in judged) problems.push(`SOURCE_DIR can't be ${written}: ${judged.problem}`);
  }
  return problems;
}

function destinationValue(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '.' || DESTINATION_PLACEHOLDERS.includes(trimmed) ? '' : trimmed;
}

function sourceValues(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== PLACEHOLDER_SOURCE_DIR);
}

async function judgeLibrary(
  value: string,
  data: string,
  options: { allowMissing?: boolean } = {},
): Promise<{ usable?: UsableFolder; problem?: string }> {
  if (value === '') return {};
  if (!path.isAbsolute(value)) return { problem: `${value} is not an absolute path` };
  const configured = path.resolve(value);
  const real = await realpath(configured).catch(() => undefined);
  const problem = lexicalProblem(configured, data) ?? (real === undefined ? null : lexicalProblem(real, data));
  if (problem !== null) return { problem };
  if (real === undefined) return options.allowMissing ? { usable: { configured, real: configured } } : {};
  const isFolder = await stat(real).then(
    (s) => s.isDirectory(),
    () => false,
  );
  return isFolder ? { usable: { configured, real } } : {};
}

async function judgeSource(
  written: string,
  data: string,
  library: UsableFolder | undefined,
): Promise<UsableFolder | { problem: string }> {
  if (!path.isAbsolute(written)) return { problem: `${written} is not an absolute path` };
  const configured = path.resolve(written);
  const real = await realOrLexical(configured);
  const problem = lexicalProblem(configured, data) ?? lexicalProblem(real, data);
  if (problem !== null) return { problem };
  if (library) {
    for (const [a, b] of [
      [real, library.real],
      [configured, library.configured],
    ] as const) {
      if (a === b) return { problem: `${written} is the library folder` };
      if (isInside(b, a)) return { problem: `${written} is inside the library folder (${library.configured})` };
      if (isInside(a, b)) return { problem: `${written} holds the library folder (${library.configured})` };
    }
  }
  return { configured, real };
}

/** The real path, or the lexical one while nothing is there to resolve (a mount that is down). */
async function realOrLexical(folder: string): Promise<string> {
  const lexical = path.resolve(folder);
  return realpath(lexical).catch(() => lexical);
}
