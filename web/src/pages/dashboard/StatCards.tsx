import CloudQueueRounded from '@mui/icons-material/CloudQueueRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import LiveTvRounded from '@mui/icons-material/LiveTvRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import StorageRounded from '@mui/icons-material/StorageRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useStatsQuery } from '../../api/queries';
import type { Stats } from '../../api/stats';

type PaletteKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning';

interface CardSpec {
  label: string;
  icon: ReactNode;
  color: PaletteKey | 'grey';
  value: (stats: Stats) => string;
}

const cards: CardSpec[] = [
  {
    label: 'Total Files',
    icon: <InsertDriveFileRounded />,
    color: 'secondary',
    value: (s) => s.totalFiles.toLocaleString(),
  },
  { label: 'Movies', icon: <MovieRounded />, color: 'primary', value: (s) => s.totalMovies.toLocaleString() },
  { label: 'TV Shows', icon: <LiveTvRounded />, color: 'info', value: (s) => s.totalShows.toLocaleString() },
  { label: 'WebDAV Status', icon: <CloudQueueRounded />, color: 'success', value: (s) => s.webdavStatus },
  { label: 'Storage Used', icon: <StorageRounded />, color: 'warning', value: (s) => s.storageUsed },
  { label: 'Total Folders', icon: <FolderRounded />, color: 'grey', value: (s) => s.totalFolders.toLocaleString() },
];

const colorOf = (theme: Theme, color: CardSpec['color']) =>
  color === 'grey' ? theme.palette.grey[500] : theme.palette[color].main;

/** The six statistics cards, with their loading and "Failed to fetch statistics" states. */
export function StatCards() {
  const { data, isPending, isError, refetch } = useStatsQuery();

  if (isError && !data) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        Failed to fetch statistics
      </Alert>
    );
  }

  return (
    <Box component="section" aria-label="Library statistics" sx={{ mb: 4 }}>
      {isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Loading dashboard data...</Typography>
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        {cards.map((card) => (
          <StatCard key={card.label} card={card} value={data ? card.value(data) : null} />
        ))}
      </Box>
    </Box>
  );
}

function StatCard({ card, value }: { card: CardSpec; value: string | null }) {
  return (
    <Paper
      variant="outlined"
      data-testid={`stat-${card.label}`}
      sx={(theme) => ({
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2.5,
        transition: 'border-color 160ms ease',
        '&:hover': { borderColor: colorOf(theme, card.color) },
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 40,
          height: 40,
          mb: 1.5,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: colorOf(theme, card.color),
          border: `1px solid ${alpha(colorOf(theme, card.color), 0.4)}`,
          bgcolor: alpha(colorOf(theme, card.color), 0.1),
        })}
      >
        {card.icon}
      </Box>
      <Typography
        variant="caption"
        color="textSecondary"
        component="h2"
        sx={{ display: 'block', textTransform: 'uppercase', fontWeight: 600, letterSpacing: '0.06em' }}
      >
        {card.label}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, fontWeight: 700, lineHeight: 1.3 }} noWrap>
        {value ?? <Skeleton width="60%" />}
      </Typography>
    </Paper>
  );
}
