/**
 * Paths under a folder, as an index range: every path that starts with `folder/` sorts at or after
 * `folder/` and before `folder0` (`0` follows `/` in the BINARY collation these columns use). A
 * range, not LIKE, because names may hold `%` and `_`.
 */
export function underRange(folder: string, separator = '/'): [string, string] {
  const base = folder.endsWith(separator) ? folder.slice(0, -separator.length) : folder;
  const after = String.fromCharCode(separator.charCodeAt(0) + 1);
  return [`${base}${separator}`, `${base}${after}`];
}
