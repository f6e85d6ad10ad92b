import type { FixtureClass } from '../../server/test/stand-ins/fixture-expectations.js';
import type { VerdictTally } from '../../server/test/worlds/fixture-verdicts.js';

/**
 * The fixture library as the matcher and parser of before issue 30 organised it (main's parse, match,
 * classify, naming and metadata code at 7ba92bf, with today's library and stand-in dataset, cold): 429
 * right, 20 wrong, 41 abstained of 490, 3.26 calls per title. Printed beside today's figures so the bench
 * says what the issue changed; measured once, not re-run (the old code is gone).
 */
export const MATCHING_BEFORE: {
  byClass: Partial<Record<FixtureClass, Omit<VerdictTally, 'total'>>>;
  callsPerTitle: number;
} = {
  // prettier-ignore
  byClass: {
    movies: { right: 54, wrong: 0, abstained: 0 },
    shows: { right: 235, wrong: 0, abstained: 0 },
    'extras and junk': { right: 15, wrong: 0, abstained: 0 },
    namesakes: { right: 60, wrong: 0, abstained: 0 },
    obfuscated: { right: 27, wrong: 0, abstained: 0 },
    'three-digit episodes': { right: 5, wrong: 3, abstained: 4 },
    'named seasons and cours': { right: 9, wrong: 10, abstained: 9 },
    'local words': { right: 2, wrong: 0, abstained: 10 },
    'specials by title or year': { right: 2, wrong: 3, abstained: 3 },
    'local film titles': { right: 2, wrong: 0, abstained: 9 },
    'numbered series films': { right: 1, wrong: 0, abstained: 3 },
    'multi-part films': { right: 6, wrong: 0, abstained: 0 },
    'remakes in their folder': { right: 4, wrong: 0, abstained: 0 },
    'symbols in titles': { right: 5, wrong: 2, abstained: 3 },
    'disc menus': { right: 2, wrong: 2, abstained: 0 },
  },
  callsPerTitle: 3.26,
};
