const DAYS = ['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

interface Civil {
  year: number;
  month: number;
  day: number;
  weekday: number;
  seconds: number;
}

/**
 * The UTC calendar fields of a time, by integer arithmetic (days-from-civil, inverted). A listing
 * formats two dates for each of thousands of entries; this is several times cheaper than a Date
 * object per call, and the unit test holds it to what Date says.
 */
function civil(time: number): Civil {
  // Date truncates a fractional time towards zero; so must we, or times before 1970 shift by a second.
  const ms = Math.trunc(time);
  const days = Math.floor(ms / DAY_MS);
  const seconds = Math.floor((ms - days * DAY_MS) / 1000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day, weekday: ((days % 7) + 7) % 7, seconds };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function clock(seconds: number): string {
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** IMF-fixdate, as `Date.prototype.toUTCString` writes it: `Wed, 01 May 2024 10:00:00 GMT`. */
export function formatHttpDate(ms: number): string {
  if (!Number.isFinite(ms)) return new Date(ms).toUTCString();
  const c = civil(ms);
  return `${DAYS[c.weekday]}, ${two(c.day)} ${MONTHS[c.month - 1]} ${c.year} ${clock(c.seconds)} GMT`;
}

/** RFC 3339 in whole seconds: `2024-05-01T10:00:00Z`, for years 0–9999 (what file times hold). */
export function formatIsoSeconds(ms: number): string {
  const c = civil(ms);
  if (c.year < 0 || c.year > 9999) return `${new Date(ms).toISOString().slice(0, -5)}Z`;
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}T${clock(c.seconds)}Z`;
}
