import MovieFilterRounded from '@mui/icons-material/MovieFilterRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/** The product mark: a rounded blue tile with a film icon. */
export function CineSyncLogo({ size = 40 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: `${Math.round(size / 4)}px`,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        boxShadow: `0 4px 14px ${alpha(theme.palette.primary.main, 0.35)}`,
      })}
    >
      <MovieFilterRounded sx={{ fontSize: size * 0.58 }} />
    </Box>
  );
}
