import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * A `.env` file kept as its lines so that a write changes only the keys it sets: comments, blank
 * lines, order and untouched keys stay as the person wrote them.
 */
export type EnvLine =
  | { kind: 'other'; text: string }
  | { kind: 'entry'; key: string; value: string; text: string }
  /**
   * A line the reader can't take: reported at start, never read. When it starts with a key name
   * (`KEY value` without `=`, `KEY="never closed`) it belongs to that key, and writing the key
   * replaces it instead of adding a second line.
   */
  | { kind: 'broken'; key: string | null; problem: string; text: string };

export interface EnvProblem {
  /** 1-based line number in the file. */
  line: number;
  key: string | null;
  problem: string;
}

const ENTRY = /^\s*(?:export\s+)?([A-Za-z_0-9][A-Za-z0-9_.-]*)\s*=\s*(.*)$/;
/** A broken line is tied to a key only when it starts with something shaped like one (upper case). */
const KEY_FIRST = /^\s*(?:export\s+)?([A-Z_][A-Z0-9_]*)(?:\s|$)/;

export function parseEnv(text: string): EnvLine[] {
  const lines: EnvLine[] = [];
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  if (raw.length > 0 && raw[raw.length - 1] === '') raw.pop();
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      lines.push({ kind: 'other', text: line });
      continue;
    }
    const m = ENTRY.exec(line);
    if (!m) {
      const key = KEY_FIRST.exec(line)?.[1] ?? null;
      lines.push({ kind: 'broken', key, problem: key ? 'no "=" after the key' : 'not a KEY=VALUE line', text: line });
      continue;
    }
    const key = m[1] ?? '';
    let rest = m[2] ?? '';
    let text = line;
    // A double-quoted value may run over several lines; gather them into one entry. A quote never
    // closed before the end of the file breaks only its own line, not every line after it.
    if (rest.startsWith('"') && !closesDoubleQuote(rest)) {
      let end = i;
      let gathered = rest;
      while (end + 1 < raw.length && !closesDoubleQuote(gathered)) {
        end++;
        gathered += '\n' + (raw[end] ?? '');
      }
      if (!closesDoubleQuote(gathered)) {
        lines.push({ kind: 'broken', key, problem: 'a quote that is never closed', text: line });
        continue;
      }
      text = raw.slice(i, end + 1).join('\n');
      rest = gathered;
      i = end;
    }
    lines.push({ kind: 'entry', key, value: parseValue(rest), text });
  }
  return lines;
}

function closesDoubleQuote(rest: string): boolean {
  for (let i = 1; i < rest.length; i++) {
    if (rest[i] === '\\') i++;
    else if (rest[i] === '"') return true;
  }
  return false;
}

function parseValue(rest: string): string {
  const first = rest[0];
  if (first === '"') {
    let out = '';
    for (let i = 1; i < rest.length; i++) {
      const c = rest[i];
      if (c === '\\' && i + 1 < rest.length) {
        const n = rest[++i];
        out += n === 'n' ? '\n' : n === 'r' ? '\r' : n === 't' ? '\t' : (n ?? '');
      } else if (c === '"') return out;
      else out += c;
    }
    return out;
  }
  if (first === "'" || first === '`') {
    const end = rest.indexOf(first, 1);
    return end === -1 ? rest.slice(1) : rest.slice(1, end);
  }
  // Unquoted: an inline comment starts at a `#` preceded by whitespace.
  const hash = rest.search(/\s#/);
  return (hash === -1 ? rest : rest.slice(0, hash)).trim();
}

/** The text form of one value, quoted only when it must be. */
export function formatValue(value: string): string {
  if (value === '' || /^[A-Za-z0-9_./:,@+-]*$/.test(value)) return value;
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** The lines the reader could not take, with their numbers, for a warning at start. Values are never included. */
export function envProblems(lines: readonly EnvLine[]): EnvProblem[] {
  const problems: EnvProblem[] = [];
  let line = 1;
  for (const l of lines) {
    if (l.kind === 'broken') problems.push({ line, key: l.key, problem: l.problem });
    line += l.text.split('\n').length;
  }
  return problems;
}

export function envToMap(lines: readonly EnvLine[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of lines) if (l.kind === 'entry') map.set(l.key, l.value);
  return map;
}

/**
 * Apply changes: a string sets the key (in place when present, appended otherwise), `null`
 * removes every line of that key so its default applies again.
 */
export function applyChanges(lines: readonly EnvLine[], changes: ReadonlyMap<string, string | null>): EnvLine[] {
  const pending = new Map(changes);
  const out: EnvLine[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    if (l.kind === 'other' || l.key === null || !changes.has(l.key)) {
      out.push(l);
      continue;
    }
    const value = changes.get(l.key);
    pending.delete(l.key);
    if (value === null || value === undefined || seen.has(l.key)) continue;
    seen.add(l.key);
    out.push({ kind: 'entry', key: l.key, value, text: `${l.key}=${formatValue(value)}` });
  }
  for (const [key, value] of pending) {
    if (value === null) continue;
    out.push({ kind: 'entry', key, value, text: `${key}=${formatValue(value)}` });
  }
  return out;
}

export function serialiseEnv(lines: readonly EnvLine[]): string {
  return lines.length === 0 ? '' : lines.map((l) => l.text).join('\n') + '\n';
}

export async function readEnvFile(file: string): Promise<EnvLine[]> {
  try {
    return parseEnv(await readFile(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Write the whole file so that a crash leaves either the old or the new one: temp, fsync, rename. */
export async function writeFileAtomic(file: string, content: string, mode = 0o600): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(tmp, 'wx', mode);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } catch (err) {
    await handle.close();
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await handle.close();
  try {
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } finally {
    await dirHandle.close();
  }
}
