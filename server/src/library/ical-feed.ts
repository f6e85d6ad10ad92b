import type { CalendarItem } from '@cinesync/common';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { addDays } from './calendar-days.js';

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
  const calendar = ical({
    name: 'CineSync',
    prodId: { company: 'CineSync', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const item of items) {
    const notes = [STATUS_WORDS[item.status]];
    if (item.premiere) notes.push(item.season === 1 ? 'Series premiere' : 'Season premiere');
    if (item.finale) notes.push('Season finale');
    calendar.createEvent({
      id: `tv-${item.showTmdbId}-s${item.season}e${item.episode}@cinesync`,
      stamp: new Date(now),
      // A day of its own: all-day events are written as dates, read in UTC whatever TZ says.
      start: new Date(`${item.airDate}T00:00:00Z`),
      end: new Date(`${addDays(item.airDate, 1)}T00:00:00Z`),
      allDay: true,
      summary: eventSummary(item),
      description: notes.join('. '),
      categories: [{ name: item.status.toUpperCase() }],
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves that one off.
  return `${calendar.toString()}\r\n`;
}
