/**
 * Two paths split into what they share at the start and at the end, and the part of each in
 * between that differs: the part a change row highlights. `before + removed + after` is the old
 * path, `before + added + after` the new one.
 */
interface PathDifference {
  before: string;
  removed: string;
  added: string;
  after: string;
}

/**
 * The longest common prefix and then the longest common suffix of what is left, so the two never
 * overlap ("a/b.mkv" → "a/b b.mkv" highlights only the added " b"). Compared by code point, so a
 * character outside the BMP (an emoji in a title) is never cut in half.
 */
export function pathDifference(from: string, to: string): PathDifference {
  const a = Array.from(from);
  const b = Array.from(to);
  const shortest = Math.min(a.length, b.length);
  let start = 0;
  while (start < shortest && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < shortest - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return {
    before: a.slice(0, start).join(''),
    removed: a.slice(start, a.length - end).join(''),
    added: b.slice(start, b.length - end).join(''),
    after: a.slice(a.length - end).join(''),
  };
}
