import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { useState } from 'react';
import { PosterCard } from './PosterCard';
import type { ItemInteractions } from './item-interactions';

interface PosterGridProps {
  items: FileItem[];
  interactions: ItemInteractions;
}

/**
 * The poster view: 2 columns extra-small, 3 small, 4 medium, 5 large, and the
 * "Loading posters... current/total" box while the page's posters arrive. Remount it per page.
 */
export function PosterGrid({ items, interactions }: PosterGridProps) {
  const [settled, setSettled] = useState(0);
  const total = items.filter((item) => item.posterPath !== null && !item.isCategoryFolder).length;
  const settle = () => setSettled((count) => count + 1);

  return (
    <>
      <Box
        role="list"
        aria-label="Folder contents"
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2, md: 3 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {items.map((item) => (
          <Box role="listitem" key={item.path}>
            <PosterCard item={item} interactions={interactions} onPosterSettled={settle} />
          </Box>
        ))}
      </Box>
      {total > 0 && settled < total && (
        <Paper
          role="status"
          variant="outlined"
          sx={{ position: 'fixed', top: 76, right: 16, zIndex: 10, p: 1.5, width: 200, boxShadow: 4 }}
        >
          <Typography variant="caption">{`Loading posters... ${Math.min(settled, total)}/${total}`}</Typography>
          <LinearProgress variant="determinate" value={(settled / total) * 100} sx={{ mt: 0.75 }} />
        </Paper>
      )}
    </>
  );
}
