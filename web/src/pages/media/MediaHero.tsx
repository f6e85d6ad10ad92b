import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FavoriteStar } from '../../components/FavoriteStar';
import { PosterImage } from '../../components/PosterImage';
import type { MediaMetadata } from '../../api/media-metadata';

interface MediaHeroProps {
  meta: MediaMetadata;
  /** "2h 16m" for a movie, "45 min/ep" for a show. */
  runtimeLabel: string;
  /** Credit lines: "Director: …", "Created by: …". */
  credits: { label: string; names: string[] }[];
  children?: ReactNode;
}

/** Poster, title and year with the favorite star, chips, tagline, credits, overview, then the page's own controls. */
export function MediaHero({ meta, runtimeLabel, credits, children }: MediaHeroProps) {
  const year = meta.date?.slice(0, 4);
  const favorite = {
    mediaType: meta.mediaType,
    tmdbId: meta.id,
    title: meta.title,
    year: year ? Number(year) : null,
    posterPath: meta.posterPath,
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2, md: 4 } }}>
      <Paper
        elevation={4}
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: { xs: 200, sm: 240, md: 300 },
          alignSelf: { xs: 'center', sm: 'flex-start' },
          aspectRatio: '2 / 3',
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        <PosterImage posterPath={meta.posterPath} alt={`${meta.title} poster`} size="w500" eager />
      </Paper>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' } }}
          >
            {meta.title}
            {year && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {` (${year})`}
              </Box>
            )}
          </Typography>
          <FavoriteStar title={favorite} size="large" sx={{ mt: { xs: 0, md: 0.5 } }} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }} aria-label="Facts">
          {meta.genres.map((genre) => (
            <Chip key={genre} label={genre} size="small" variant="outlined" color="primary" />
          ))}
          {runtimeLabel && <Chip label={runtimeLabel} size="small" variant="outlined" color="secondary" />}
          {meta.status && <Chip label={meta.status} size="small" variant="outlined" />}
          {meta.mediaType === 'movie' && meta.countries[0] && (
            <Chip label={meta.countries[0]} size="small" variant="outlined" />
          )}
        </Box>
        {meta.tagline && (
          <Typography sx={{ fontStyle: 'italic', color: 'text.secondary', mb: 1 }}>{meta.tagline}</Typography>
        )}
        {credits
          .filter((credit) => credit.names.length > 0)
          .map((credit) => (
            <Typography key={credit.label} variant="body2" sx={{ mb: 0.5 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>{`${credit.label}: `}</Box>
              {credit.names.join(', ')}
            </Typography>
          ))}
        {meta.overview && <Typography sx={{ mt: 1.5, lineHeight: 1.7 }}>{meta.overview}</Typography>}
        {children}
      </Box>
    </Box>
  );
}
