import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SeasonCompleteness, ShowEpisode } from '@cinesync/common';

const pad = (n: number) => String(n).padStart(2, '0');

/** What a season's episode not in the library is, told apart: aired and missing, not yet aired, no date. */
function gapLabel(episode: ShowEpisode): string {
  const code = `E${pad(episode.episode)}`;
  if (episode.state === 'missing') return episode.ignored ? `${code} missing (ignored)` : `${code} missing`;
  if (episode.state === 'upcoming') return `${code} airs ${episode.airDate ?? ''}`.trim();
  return `${code} no air date`;
}

const GAP_COLOUR = { missing: 'warning', upcoming: 'info', unknown: 'default', have: 'default' } as const;

/**
 * A season's header line from the server's counts ("8/10 aired · 2 upcoming") and a chip per
 * episode the library lacks. Only the server's states are shown: the web does not reckon air dates.
 */
export function SeasonGaps({ counts, episodes }: { counts: SeasonCompleteness; episodes: readonly ShowEpisode[] }) {
  const gaps = episodes.filter((episode) => episode.state !== 'have');
  const complete = counts.missing === 0;
  return (
    <Box>
      <Typography variant="body2" data-testid="season-aired" sx={{ color: complete ? 'success.main' : 'warning.main' }}>
        {`${counts.have}/${counts.aired} aired`}
        {counts.upcoming > 0 ? ` · ${counts.upcoming} upcoming` : ''}
      </Typography>
      {gaps.length > 0 && (
        <Box
          component="ul"
          aria-label="Episodes not in the library"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
        >
          {gaps.map((episode) => (
            <Box component="li" key={episode.episode}>
              <Chip
                size="small"
                variant={episode.state === 'missing' && !episode.ignored ? 'filled' : 'outlined'}
                color={GAP_COLOUR[episode.state]}
                label={gapLabel(episode)}
                title={episode.title || undefined}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
