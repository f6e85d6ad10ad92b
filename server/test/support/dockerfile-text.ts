import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Just enough of Dockerfile, .dockerignore and compose syntax for the container tests to check the
 * files the repository ships (no hadolint here): instructions grouped by stage, and the paths a
 * build context leaves out.
 */

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  /** `--name=value` flags at the start of `args` (`--mount`, `--from`, `--chmod`, `--interval`…). */
  flags: string[];
  /** `args` without those flags. */
  rest: string;
  line: number;
}

export interface Stage {
  /** What FROM names, as written (`${NODE_IMAGE}`). */
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface ParsedDockerfile {
  /** ARGs declared before the first FROM. */
  globalArgs: Instruction[];
  stages: Stage[];
}

export function parseDockerfile(text: string): ParsedDockerfile {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    // Comments and blank lines may sit between continuation lines; they end nothing.
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const continues = trimmed.endsWith('\\');
    const piece = continues ? trimmed.slice(0, -1).trim() : trimmed;
    pending = pending ? { text: `${pending.text} ${piece}`, line: pending.line } : { text: piece, line: index + 1 };
    if (continues) return;
    const [keyword = '', ...restWords] = pending.text.split(/\s+/);
    const args = pending.text.slice(keyword.length).trim();
    const flags: string[] = [];
    let rest = args;
    for (const word of restWords) {
      if (!word.startsWith('--')) break;
      flags.push(word);
      rest = rest.slice(word.length).trim();
    }
    instructions.push({ keyword: keyword.toUpperCase(), args, flags, rest, line: pending.line });
    pending = undefined;
  });
  const firstFrom = instructions.findIndex((i) => i.keyword === 'FROM');
  const globalArgs = instructions.slice(0, Math.max(firstFrom, 0)).filter((i) => i.keyword === 'ARG');
  const stages: Stage[] = [];
  for (const instruction of instructions.slice(Math.max(firstFrom, 0))) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.rest.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

/** The JSON array of an exec-form instruction (`CMD ["node", …]`); throws when it is not one. */
export function execForm(rest: string): string[] {
  const parsed = JSON.parse(rest) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    throw new Error(`not an exec-form array of strings: ${rest}`);
  }
  return parsed;
}

function patternRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` is any number of folders, none included; `**` elsewhere is anything.
      if (pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Whether `.dockerignore` leaves `relPath` (relative to the context, `/`-separated) out of the build
 * context, as Docker decides: patterns in order, `!` re-includes, the last match wins, and a
 * pattern that matches a folder covers everything in it.
 */
export function dockerIgnores(ignoreText: string, relPath: string): boolean {
  const rules = ignoreText
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const exception = l.startsWith('!');
      const pattern = path.posix.normalize((exception ? l.slice(1) : l).trim()).replace(/^\/+/, '');
      return { exception, regex: patternRegex(pattern) };
    });
  const parts = relPath.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) {
    if (candidates.some((c) => rule.regex.test(c))) excluded = !rule.exception;
  }
  return excluded;
}

/** `- a:b` and `- a:b:ro` items of a compose file, as `[host, container]` pairs. */
export function composeBindMounts(composeText: string): [string, string][] {
  const mounts: [string, string][] = [];
  for (const line of composeText.split('\n')) {
    const item = /^\s+-\s+['"]?([.~/][^:'"\s]*):(\/[^:'"\s]*)(?::r[ow])?['"]?\s*(?:#.*)?$/.exec(line);
    if (item) mounts.push([item[1] as string, item[2] as string]);
  }
  return mounts;
}

export function readRepoFile(repoRoot: string, relPath: string): string {
  return readFileSync(path.join(repoRoot, relPath), 'utf8');
}
