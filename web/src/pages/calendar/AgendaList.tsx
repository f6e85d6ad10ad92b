import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarItem } from '@cinesync/common';
import { CalendarEntry } from './CalendarEntry';
import { longDay } from './calendar-range';

/** The agenda: only the days with episodes, each under its heading; the phone's calendar. */
export function AgendaList({ byDay, today }: { byDay: ReadonlyMap<string, CalendarItem[]>; today: string }) {
  const days = [...byDay.keys()].sort();
  if (days.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        No episodes air in these days.
      </Typography>
    );
  }
  return (
    <Stack spacing={2} aria-label="Agenda" component="section">
      {days.map((day) => (
        <Box key={day} data-day={day}>
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ color: day === today ? 'primary.main' : 'text.primary', mb: 0.5 }}
          >
            {day === today ? `Today · ${longDay(day)}` : longDay(day)}
          </Typography>
          <Stack spacing={0.75}>
            {(byDay.get(day) ?? []).map((item) => (
              <CalendarEntry key={`${item.showTmdbId}-${item.season}-${item.episode}`} item={item} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
