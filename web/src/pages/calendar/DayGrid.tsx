import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarItem } from '@cinesync/common';
import { CalendarEntry } from './CalendarEntry';
import { WEEKDAYS, daysBetween } from './calendar-range';

interface DayGridProps {
  start: string;
  end: string;
  /** Days outside it are dimmed (the month grid's leading and trailing days); null dims none. */
  month: string | null;
  today: string;
  byDay: ReadonlyMap<string, CalendarItem[]>;
  /** Week view: taller cells with full entries. */
  tall?: boolean;
}

/**
 * The month and week views: seven columns of days. Drawn with a CSS grid rather than a calendar
 * library: it only places a few entries per day, which MUI's Box does, and no calendar package is
 * in the stack.
 */
export function DayGrid({ start, end, month, today, byDay, tall = false }: DayGridProps) {
  const days = daysBetween(start, end);
  return (
    <Box
      role="grid"
      aria-label={tall ? 'Week' : 'Month'}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {WEEKDAYS.map((weekday) => (
        <Typography
          key={weekday}
          role="columnheader"
          variant="caption"
          color="textSecondary"
          sx={{ textAlign: 'center', fontWeight: 600 }}
        >
          {weekday}
        </Typography>
      ))}
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        const outside = month !== null && day.slice(0, 7) !== month;
        const isToday = day === today;
        return (
          <Box
            key={day}
            role="gridcell"
            aria-label={day}
            data-day={day}
            sx={{
              minHeight: tall ? 240 : 96,
              p: 0.5,
              border: '1px solid',
              borderColor: isToday ? 'primary.main' : 'divider',
              borderRadius: 1,
              opacity: outside ? 0.5 : 1,
              minWidth: 0,
            }}
          >
            <Typography
              variant="caption"
              component="p"
              sx={{ fontWeight: isToday ? 700 : 400, color: isToday ? 'primary.main' : 'text.secondary', mb: 0.25 }}
            >
              {Number(day.slice(8))}
            </Typography>
            <Stack spacing={0.5}>
              {items.map((item) => (
                <CalendarEntry key={`${item.showTmdbId}-${item.season}-${item.episode}`} item={item} dense={!tall} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
