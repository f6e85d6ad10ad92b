import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { posterUrl } from '../api/library-paths';

interface PosterImageProps {
  /** TMDB image path from the item (`/abc.jpg`); null draws the placeholder. */
  posterPath: string | null;
  alt: string;
  size?: string;
  /** Drawn instead of the film icon when there is no poster. */
  placeholder?: ReactNode;
  /** Called once the image has loaded or failed (for the "Loading posters..." count). */
  onSettled?: () => void;
  /** Load at once instead of when scrolled near (the grid counts every poster of its page). */
  eager?: boolean;
}

/** A poster from the server's image cache filling its box, or a quiet placeholder. */
export function PosterImage({ posterPath, alt, size = 'w342', placeholder, onSettled, eager }: PosterImageProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const show = posterPath !== null && failedPath !== posterPath;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      {show ? (
        <Box
          component="img"
          src={posterUrl(posterPath, size)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={onSettled}
          onError={() => {
            setFailedPath(posterPath);
            onSettled?.();
          }}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        (placeholder ?? <MovieRounded sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />)
      )}
    </Box>
  );
}
