/**
 * A key that orders names the way people read them: case-insensitive, accents folded, and runs of
 * digits compared as numbers (`Season 2` before `Season 10`), so a plain `<` does the sorting.
 */
export function naturalKey(name: string): string {
  return foldedName(name).replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/** Lower case without accents, for search and sort. */
export function foldedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The alphabet index an entry falls under: `A`–`Z`, or `#` for anything else. */
export function indexLetter(name: string): string {
  const first = foldedName(name).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}
