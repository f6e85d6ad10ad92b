/**
 * Day arithmetic for the calendar on `YYYY-MM-DD` strings, reckoned in UTC so that a day is a day
 * wherever the browser is (the server says which day is today in its own zone).
 */

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days the agenda covers from its first day. */
const AGENDA_DAYS = 30;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Monday first, as the weeks of the month grid. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isDay(text: string | null): text is string {
  return text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(toDate(text).getTime());
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The browser's own today, until the server says its own. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Monday of the week `day` is in. */
function weekStart(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function monthEnd(day: string): string {
  const date = toDate(monthStart(day));
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return toDay(date);
}

/** The days a view shows around `anchor`: a month is its whole weeks, Monday to Sunday. */
export function rangeOf(view: CalendarView, anchor: string): { start: string; end: string } {
  if (view === 'week') {
    const start = weekStart(anchor);
    return { start, end: addDays(start, 6) };
  }
  if (view === 'agenda') return { start: anchor, end: addDays(anchor, AGENDA_DAYS - 1) };
  return { start: weekStart(monthStart(anchor)), end: addDays(weekStart(monthEnd(anchor)), 6) };
}

/** The anchor one period on (`step` 1) or back (-1). */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  if (view === 'agenda') return addDays(anchor, AGENDA_DAYS * step);
  const date = toDate(monthStart(anchor));
  date.setUTCMonth(date.getUTCMonth() + step);
  return toDay(date);
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "March 2026", "9 Mar 2026" and the like, without the browser's locale moving the day. */
function monthTitle(day: string): string {
  return `${MONTHS[toDate(day).getUTCMonth()]} ${day.slice(0, 4)}`;
}

function shortDay(day: string): string {
  const date = toDate(day);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]?.slice(0, 3)} ${day.slice(0, 4)}`;
}

/** "Tuesday 10 March". */
export function longDay(day: string): string {
  const date = toDate(day);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][date.getUTCDay()];
  return `${weekday} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The toolbar's title for a view's period. */
export function periodTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return monthTitle(anchor);
  const { start, end } = rangeOf(view, anchor);
  return `${shortDay(start)} – ${shortDay(end)}`;
}
