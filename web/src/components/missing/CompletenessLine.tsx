import Typography from '@mui/material/Typography';
import type { ShowCompleteness } from '@cinesync/common';

/**
 * How complete a show is, in the server's words ("S1–S4 complete · S5 8/16"). Green once nothing
 * aired is missing; an ignored show is told as such rather than nagging about what it lacks.
 */
export function CompletenessLine({ completeness }: { completeness: ShowCompleteness }) {
  const text = completeness.ignored ? `${completeness.summary} · ignored` : completeness.summary;
  const colour = completeness.complete ? 'success.main' : completeness.ignored ? 'text.secondary' : 'warning.main';
  return (
    <Typography
      variant="caption"
      noWrap
      component="p"
      data-testid="completeness"
      title={text}
      sx={{ color: colour, fontWeight: 600 }}
    >
      {text}
    </Typography>
  );
}
