const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD` in `timeZone` (the process's zone, `TZ`, when undefined). */
export function dayIn(at: number, timeZone: string | undefined): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The IANA zone days are reckoned in. */
export function zoneName(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
