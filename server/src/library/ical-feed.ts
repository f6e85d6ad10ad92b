import type { CalendarItem } from '@cinesync/common';
import { addDays } from './calendar-days.js';

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as `\n`. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const compactDay = (day: string) => day.replaceAll('-', '');

/** `20261129T130000Z`. */
function utcStamp(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const STATUS_WORDS: Record<CalendarItem['status'], string> = {
  have: 'In the library',
  missing: 'Missing from the library',
  upcoming: 'Upcoming',
};

/** "Severance – 2x05 – Trojan's Horse"; the title part left out when TMDB has none. */
function eventSummary(item: Pick<CalendarItem, 'showTitle' | 'season' | 'episode' | 'title'>): string {
  const code = `${item.season}x${String(item.episode).padStart(2, '0')}`;
  return item.title === '' ? `${item.showTitle} – ${code}` : `${item.showTitle} – ${code} – ${item.title}`;
}

/**
 * The iCalendar feed of calendar items: one all-day event per episode (TMDB gives air days, not
 * times). A UID is the episode's identity alone, so a calendar app updates an event whose date or
 * title moves instead of adding another.
 */
export function renderIcal(items: readonly CalendarItem[], now: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CineSync//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:CineSync',
  ];
  const stamp = utcStamp(now);
  for (const item of items) {
    const notes = [STATUS_WORDS[item.status]];
    if (item.premiere) notes.push(item.season === 1 ? 'Series premiere' : 'Season premiere');
    if (item.finale) notes.push('Season finale');
    lines.push(
      'BEGIN:VEVENT',
      `UID:tv-${item.showTmdbId}-s${item.season}e${item.episode}@cinesync`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(item.airDate)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(item.airDate, 1))}`,
      `SUMMARY:${escapeText(eventSummary(item))}`,
      `DESCRIPTION:${escapeText(notes.join('. '))}`,
      `CATEGORIES:${item.status.toUpperCase()}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
