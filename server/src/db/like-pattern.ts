/**
 * A search term as a LIKE pattern that finds it anywhere, as literal text: `%`, `_` and the
 * backslash are escaped, so the statement must say `ESCAPE '\'`. LIKE folds ASCII case only.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
