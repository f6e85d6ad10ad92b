/** The processing progress card's timeline (spec: Processing progress card, §9). */
export const PROGRESS_DURATION_MS = 3000;
export const PROGRESS_STEP_MS = 100;
/** Success shows at 80 % of the duration. */
const PROGRESS_SUCCESS_SHARE = 0.8;
/** The completion callback runs this long after the bar is full. */
export const PROGRESS_CALLBACK_DELAY_MS = 500;

export type ProgressPhase = 'processing' | 'success' | 'complete';

interface ProgressPoint {
  /** 0…100. */
  percent: number;
  phase: ProgressPhase;
}

/** Where the card is `elapsedMs` into a run of `durationMs` (the bar moves in whole steps). */
export function progressAt(elapsedMs: number, durationMs: number = PROGRESS_DURATION_MS): ProgressPoint {
  const stepped = Math.floor(Math.max(0, elapsedMs) / PROGRESS_STEP_MS) * PROGRESS_STEP_MS;
  const share = durationMs <= 0 ? 1 : Math.min(1, stepped / durationMs);
  const phase: ProgressPhase = share >= 1 ? 'complete' : share >= PROGRESS_SUCCESS_SHARE ? 'success' : 'processing';
  return { percent: Math.round(share * 100), phase };
}
