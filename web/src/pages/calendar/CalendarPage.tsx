import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CalendarItem } from '@cinesync/common';
import { useSearchParams } from 'react-router';
import { useCalendarQuery } from '../../api/missing-queries';
import { useIsMobile } from '../../app/layout/use-is-mobile';
import { PageHeader } from '../../components/PageHeader';
import { AgendaList } from './AgendaList';
import { DayGrid } from './DayGrid';
import {
  CALENDAR_VIEWS,
  isDay,
  localToday,
  periodTitle,
  rangeOf,
  shiftAnchor,
  type CalendarView,
} from './calendar-range';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', agenda: 'Agenda' };

function byDayOf(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.airDate, [...(days.get(item.airDate) ?? []), item]);
  return days;
}

/**
 * /calendar: the episodes of the library's shows by air date, in a month, week or agenda view
 * (`?view=` and `?date=` in the address). A phone always gets the agenda: seven columns do not fit.
 */
export default function CalendarPage() {
  const [search, setSearch] = useSearchParams();
  const mobile = useIsMobile();
  const asked = search.get('view') as CalendarView | null;
  const chosen: CalendarView = asked !== null && CALENDAR_VIEWS.includes(asked) ? asked : 'month';
  const view: CalendarView = mobile ? 'agenda' : chosen;
  const date = search.get('date');
  const anchor = isDay(date) ? date : localToday();
  const { start, end } = rangeOf(view, anchor);
  const calendar = useCalendarQuery(start, end);
  const today = calendar.data?.today ?? localToday();
  const byDay = byDayOf(calendar.data?.items ?? []);

  const go = (next: { view?: CalendarView; date?: string | null }) => {
    const params = new URLSearchParams(search);
    if (next.view) params.set('view', next.view);
    if (next.date === null) params.delete('date');
    else if (next.date) params.set('date', next.date);
    setSearch(params);
  };

  return (
    <>
      <PageHeader title="Calendar" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <IconButton aria-label="Previous" onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}>
          <ChevronLeftRounded />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => go({ date: null })}>
          Today
        </Button>
        <IconButton aria-label="Next" onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}>
          <ChevronRightRounded />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 160, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          aria-live="polite"
        >
          {periodTitle(view, anchor)}
        </Typography>
        {!mobile && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Calendar view"
            onChange={(_, next: CalendarView | null) => next && go({ view: next })}
          >
            {CALENDAR_VIEWS.map((option) => (
              <ToggleButton key={option} value={option}>
                {VIEW_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
      {calendar.isFetching && <LinearProgress aria-label="Loading calendar" sx={{ mb: 1 }} />}
      {calendar.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load the calendar
        </Alert>
      )}
      {view === 'agenda' ? (
        !calendar.isPending && <AgendaList byDay={byDay} today={today} />
      ) : (
        <DayGrid
          start={start}
          end={end}
          month={view === 'month' ? anchor.slice(0, 7) : null}
          today={today}
          byDay={byDay}
          tall={view === 'week'}
        />
      )}
    </>
  );
}
