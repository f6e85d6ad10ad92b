/** A statement as PostgreSQL takes it, and how to order the caller's parameters for it. */
export interface TranslatedSql {
  text: string;
  /** What each `$n` binds: `null` for the next positional value, else the named parameter. */
  names: (string | null)[];
}

const WORD = /[A-Za-z_]/;
const NAME = /[A-Za-z0-9_]/;
const PLANNER_HINT = /^(?:INDEXED\s+BY\s+[A-Za-z_][A-Za-z0-9_]*|NOT\s+INDEXED)\b/i;

/**
 * The repositories write SQLite's SQL; the few spellings PostgreSQL reads otherwise are rewritten
 * here, outside quotes and comments:
 * - `?` and `@name` become `$n`. Each use of a name gets its own `$n` (bound to the same value),
 *   because PostgreSQL deduces one type per parameter and `enabled = @enabled` (bigint) beside
 *   `@enabled = 0` (integer) would disagree.
 * - `LIKE` becomes `ILIKE`: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
 * - SQLite's planner hints go: `INDEXED BY name`, `NOT INDEXED`, and a unary `+` before a column
 *   (which only stops SQLite from using that column's index).
 * Everything else the repositories use (`ON CONFLICT … excluded`, `RETURNING`, `coalesce`,
 * `ESCAPE`, `TRUE`) reads the same.
 */
export function translateSql(sql: string): TranslatedSql {
  const names: (string | null)[] = [];
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (c === '?') {
      names.push(null);
      out += `$${names.length}`;
      i++;
    } else if (
      (c === '@' || c === ':' || c === '$') &&
      WORD.test(sql[i + 1] ?? '') &&
      !(c === ':' && sql[i - 1] === ':')
    ) {
      let end = i + 1;
      while (end < sql.length && NAME.test(sql[end]!)) end++;
      names.push(sql.slice(i + 1, end));
      out += `$${names.length}`;
      i = end;
    } else if (c === '+' && WORD.test(sql[i + 1] ?? '') && /[\s(,]/.test(sql[i - 1] ?? ' ')) {
      i++;
    } else if (WORD.test(c) && !NAME.test(sql[i - 1] ?? ' ')) {
      let end = i + 1;
      while (end < sql.length && NAME.test(sql[end]!)) end++;
      const word = sql.slice(i, end);
      const hint = PLANNER_HINT.exec(sql.slice(i));
      if (hint) {
        i += hint[0].length;
        continue;
      }
      out += word.toUpperCase() === 'LIKE' ? 'ILIKE' : word;
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return { text: out, names };
}

/** Index just past the quote that closes the one at `start` (a doubled quote stays inside). */
function closingQuote(sql: string, start: number): number {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}
