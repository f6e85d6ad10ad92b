// Helper for the rules: all matches of a global pattern. The pattern's `lastIndex` is scratch space used
// inside this call only: it is 0 before and after, so no state outlives a call (and nothing here calls out
// while a scan is under way). Cheaper than `matchAll`, which clones the regex on every call.

interface Pattern {
  /** The global regex. */
  readonly all: RegExp;
}

const NONE: readonly RegExpExecArray[] = [];

export function pattern(re: RegExp): Pattern {
  return { all: re.flags.includes('g') ? re : new RegExp(re.source, `${re.flags}g`) };
}

export function matches(p: Pattern, text: string): readonly RegExpExecArray[] {
  const re = p.all;
  re.lastIndex = 0;
  let m = re.exec(text);
  if (m === null) {
    re.lastIndex = 0;
    return NONE;
  }
  const found: RegExpExecArray[] = [];
  try {
    while (m !== null) {
      found.push(m);
      if (m[0].length === 0) re.lastIndex++;
      m = re.exec(text);
    }
  } finally {
    re.lastIndex = 0;
  }
  return found;
}
