import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCategoryBackdropQuery } from '../../api/library-queries';
import { posterUrl } from '../../api/library-paths';

interface CategoryBackdropProps {
  /** The category folder's name: what the server judges the category by, and the tile's title. */
  name: string;
}

/**
 * A category folder's tile: a backdrop from its first TMDB titles, blurred and darkened under the folder
 * name, or the plain gradient with "No content available" when there is nothing to show.
 */
export function CategoryBackdrop({ name }: CategoryBackdropProps) {
  const content = useCategoryBackdropQuery(name);
  const backdrop = content.data ?? null;
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const showImage = backdrop !== null && failedPath !== backdrop;
  const nothingToShow = !content.isPending && backdrop === null;

  return (
    <Box
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.background.paper})`,
      })}
    >
      {content.isPending && (
        <Skeleton
          variant="rectangular"
          animation="wave"
          data-testid="category-backdrop-loading"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
      {showImage && (
        <Box
          component="img"
          src={posterUrl(backdrop, 'w1280')}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedPath(backdrop)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            filter: 'blur(2px) brightness(0.45)',
            // Blur fades the edges to transparent; a slight zoom pushes that fringe out of the tile.
            transform: 'scale(1.06)',
          }}
        />
      )}
      <Box
        sx={{
          position: 'relative',
          height: '100%',
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
          px: 1,
          color: '#fff',
          textShadow: '0 1px 6px rgba(0,0,0,0.6)',
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.25rem' } }}>{name}</Typography>
        {nothingToShow && (
          <Typography variant="caption" sx={{ opacity: 0.8 }}>
            No content available
          </Typography>
        )}
      </Box>
    </Box>
  );
}
