import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MatchOption } from '@cinesync/common';
import { PosterImage } from '../PosterImage';
import { posterPathOf } from './processing-options';

interface MatchCardsProps {
  options: MatchOption[];
  disabled: boolean;
  onChoose: (option: MatchOption) => void;
}

/** The tool's numbered matches as poster cards; posters come through the image cache. */
export function MatchCards({ options, disabled, onChoose }: MatchCardsProps) {
  return (
    <Box
      role="list"
      aria-label="Matches"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, 1fr)',
          sm: 'repeat(3, 1fr)',
          md: 'repeat(auto-fill, minmax(140px, 1fr))',
        },
      }}
    >
      {options.map((option) => (
        <Box role="listitem" key={option.number}>
          <ButtonBase
            disabled={disabled}
            aria-label={`${option.number}. ${option.title}${option.year ? ` (${option.year})` : ''}`}
            onClick={() => onChoose(option)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
            }}
          >
            <Box sx={{ position: 'relative', aspectRatio: '2 / 3' }}>
              <PosterImage posterPath={posterPathOf(option.posterUrl)} alt="" size="w185" eager />
              <Chip
                label={option.number}
                size="small"
                color="primary"
                sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700 }}
              />
            </Box>
            <Box sx={{ p: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={option.title}>
                {option.title}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {`${option.year ?? 'Unknown Year'} · ${option.mediaType === 'tv' ? 'TV Show' : option.mediaType === 'movie' ? 'Movie' : 'Unknown'}`}
              </Typography>
            </Box>
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
