import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LiveTvRounded from '@mui/icons-material/LiveTvRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import StorageRounded from '@mui/icons-material/StorageRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatBytes, type DatabaseStats } from '@cinesync/common';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'info' | 'warning' | 'success' | 'secondary';

interface StatSpec {
  label: string;
  icon: ReactNode;
  tone: Tone;
  value: (stats: DatabaseStats) => string;
}

const count = (n: number) => n.toLocaleString();

const STATS: StatSpec[] = [
  { label: 'Total Records', icon: <TableRowsRounded />, tone: 'secondary', value: (s) => count(s.totalRecords) },
  { label: 'Movies', icon: <MovieRounded />, tone: 'primary', value: (s) => count(s.movies) },
  { label: 'TV Shows', icon: <LiveTvRounded />, tone: 'info', value: (s) => count(s.tvShows) },
  { label: 'Not Linked', icon: <SkipNextRounded />, tone: 'warning', value: (s) => count(s.skippedFiles) },
  { label: 'Processed Files', icon: <CheckCircleRounded />, tone: 'success', value: (s) => count(s.processedFiles) },
  { label: 'Total Size', icon: <StorageRounded />, tone: 'secondary', value: (s) => formatBytes(s.totalSize) },
];

const toneOf = (theme: Theme, tone: Tone) => theme.palette[tone].main;

/** The six counts above the records; a skeleton until the first answer. */
export function DatabaseStatsCards({ stats }: { stats: DatabaseStats | null }) {
  return (
    <Box
      component="section"
      aria-label="Database statistics"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        mb: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {STATS.map((spec) => (
        <Paper
          key={spec.label}
          variant="outlined"
          data-testid={`db-stat-${spec.label}`}
          sx={{
            p: { xs: 1.25, sm: 1.75 },
            borderRadius: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            minWidth: 0,
          }}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              flexShrink: 0,
              width: 36,
              height: 36,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              color: toneOf(theme, spec.tone),
              bgcolor: alpha(toneOf(theme, spec.tone), 0.12),
            })}
          >
            {spec.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="textSecondary" component="h3" noWrap sx={{ display: 'block' }}>
              {spec.label}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }} noWrap>
              {stats ? spec.value(stats) : <Skeleton width={48} />}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
