import { TooManyRequestsError } from '../errors.js';

interface AddressState {
  /** Wrong guesses evaluated in the current window. */
  failures: number;
  /** Guesses reserved and being evaluated right now. */
  inFlight: number;
  /** Start of the current window. */
  first: number;
  lockedUntil: number;
}

/** A reserved guess: report how its evaluation ended, exactly once. */
interface GuessTicket {
  failed(): void;
  succeeded(): void;
}

/**
 * Limits sign-in guesses per client address: at most `maxGuesses` wrong ones are ever evaluated
 * per `windowMs`, and reaching that locks the address for `lockMs`, whatever it sends.
 *
 * A guess is reserved before the slow password check, so parallel requests can't all slip past
 * the counter while the first ones are still being checked: once failures plus guesses in flight
 * reach the budget, further guesses are refused without being evaluated. A success clears the
 * failures (someone who knows the password is not guessing) but not the guesses still in flight,
 * which count when they fail; a locked address stays locked until its lock runs out.
 */
export class LoginThrottle {
  private readonly addresses = new Map<string, AddressState>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxGuesses = 5,
    private readonly windowMs = 5 * 60_000,
    private readonly lockMs = 5 * 60_000,
  ) {}

  /** Seconds until the address may try again, or 0. */
  retryAfter(address: string): number {
    const state = this.addresses.get(address);
    if (!state) return 0;
    const now = this.now();
    if (state.lockedUntil > now) return Math.ceil((state.lockedUntil - now) / 1000);
    if (this.used(state, now) >= this.maxGuesses)
      return Math.max(1, Math.ceil((state.first + this.windowMs - now) / 1000));
    return 0;
  }

  /** Reserve one guess for `address`, or refuse with 429 when its budget is spent. */
  reserve(address: string): GuessTicket {
    const now = this.now();
    this.prune(now);
    let state = this.addresses.get(address);
    if (!state) {
      state = { failures: 0, inFlight: 0, first: now, lockedUntil: 0 };
      this.addresses.set(address, state);
    }
    const wait = this.retryAfter(address);
    if (wait > 0) throw new TooManyRequestsError('Too many failed sign-in attempts; try again later', wait);
    if (state.failures === 0 && state.inFlight === 0) state.first = now;
    state.inFlight++;
    const held = state;
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      held.inFlight--;
      if (!failed) {
        held.failures = 0;
        return;
      }
      const at = this.now();
      if (at - held.first > this.windowMs) {
        held.first = at;
        held.failures = 0;
      }
      held.failures++;
      if (held.failures >= this.maxGuesses) held.lockedUntil = at + this.lockMs;
    };
    return { failed: () => settle(true), succeeded: () => settle(false) };
  }

  /** Failures within the window plus guesses in flight. */
  private used(state: AddressState, now: number): number {
    const failures = now - state.first > this.windowMs ? 0 : state.failures;
    return failures + state.inFlight;
  }

  /** Forget quiet addresses so the map can't grow without bound. */
  private prune(now: number): void {
    if (this.addresses.size < 10_000) return;
    for (const [key, s] of this.addresses) {
      if (s.inFlight === 0 && now - s.first > this.windowMs && s.lockedUntil < now) this.addresses.delete(key);
    }
  }
}
