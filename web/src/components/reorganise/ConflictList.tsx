import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PathPair } from './PathPair';
import type { PlannedConflict } from './reorganise-shapes';

/** The changes the server refuses to make, each with its reason; never part of an apply. */
export function ConflictList({ conflicts, stacked }: { conflicts: readonly PlannedConflict[]; stacked: boolean }) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        These links stay where they are: Apply leaves them out.
      </Alert>
      <Box role="list" aria-label="Conflicts">
        {conflicts.map((conflict) => (
          <Box
            key={`${conflict.from}→${conflict.to}`}
            role="listitem"
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ flex: 1, minWidth: 0 }}
                noWrap
                title={conflict.title}
              >
                {conflict.title}
              </Typography>
              <Chip size="small" color="warning" variant="outlined" label="Not applied" />
            </Box>
            <PathPair from={conflict.from} to={conflict.to} stacked={stacked} />
            <Typography variant="body2" color="warning" sx={{ mt: 0.5 }}>
              {conflict.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
