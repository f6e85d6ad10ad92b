// Test-only: the setup every matcher test shares, registered as Vitest hooks of the calling block.

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../stand-ins/index.js';
import { createMatchWorld, type MatchWorld } from './match-test-world.js';

export interface MatchWorldHandle {
  /** The TMDB stand-in of the block, its request log emptied before each test. */
  readonly standIn: TmdbStandIn;
  /** A fresh world (database, client, matcher) for the current test. */
  readonly world: MatchWorld;
}

/** One TMDB stand-in for the describe block, a fresh match world for each of its tests. */
export function useMatchWorld(): MatchWorldHandle {
  let standIn: TmdbStandIn | undefined;
  let world: MatchWorld | undefined;
  beforeAll(async () => {
    standIn = await startTmdbStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  beforeEach(async () => {
    if (!standIn) throw new Error('the stand-in did not start');
    standIn.reset();
    world = await createMatchWorld(standIn);
  });
  afterEach(async () => {
    await world?.close();
  });
  return {
    get standIn() {
      if (!standIn) throw new Error('useMatchWorld: the stand-in is read before beforeAll ran');
      return standIn;
    },
    get world() {
      if (!world) throw new Error('useMatchWorld: the world is read outside a test');
      return world;
    },
  };
}
