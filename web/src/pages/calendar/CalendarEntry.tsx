import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarItem, CalendarStatus } from '@cinesync/common';
import { episodeCode } from '../missing/missing-groups';

/** How each state is said and coloured: in the library, aired and missing, not aired yet. */
const STATUS: Record<CalendarStatus, { label: string; colour: string }> = {
  have: { label: 'In library', colour: 'success.main' },
  missing: { label: 'Missing', colour: 'warning.main' },
  upcoming: { label: 'Upcoming', colour: 'info.main' },
};

/** Premiere and finale, said once: a first episode of season 1 opens the series. */
function milestones(item: CalendarItem): string[] {
  const words: string[] = [];
  if (item.premiere) words.push(item.season === 1 ? 'Series premiere' : 'Season premiere');
  if (item.finale) words.push('Season finale');
  return words;
}

/**
 * One episode on the calendar: a bar in its state's colour with the show and episode, its state in
 * words (colour alone says nothing to some), and premiere or finale when it is one.
 */
export function CalendarEntry({ item, dense = false }: { item: CalendarItem; dense?: boolean }) {
  const status = STATUS[item.status];
  const words = milestones(item);
  const code = episodeCode(item.season, item.episode);
  return (
    <Box
      data-testid="calendar-entry"
      data-status={item.status}
      title={`${item.showTitle} ${code}${item.title ? ` · ${item.title}` : ''} · ${status.label}`}
      sx={{
        borderLeft: '3px solid',
        borderColor: status.colour,
        bgcolor: 'action.hover',
        borderRadius: 0.5,
        px: 0.75,
        py: dense ? 0.25 : 0.5,
        minWidth: 0,
      }}
    >
      <Typography variant={dense ? 'caption' : 'body2'} noWrap component="p" sx={{ fontWeight: 600 }}>
        {item.showTitle}
      </Typography>
      <Typography variant="caption" noWrap component="p" color="textSecondary">
        {dense ? code : `${code}${item.title ? ` · ${item.title}` : ''}`}
        <Box component="span" sx={{ color: status.colour, fontWeight: 600 }}>
          {` · ${status.label}`}
        </Box>
      </Typography>
      {words.length > 0 && (
        <Typography variant="caption" noWrap component="p" sx={{ color: 'secondary.main', fontWeight: 700 }}>
          {words.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
