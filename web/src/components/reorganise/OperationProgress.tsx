import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural } from '../../format/plural';
import type { ReorganiseOperationDetails } from './reorganise-shapes';

/** "Moved 1 link", "Moved 118 links". */
const movedSentence = (moved: number) => `Moved ${plural(moved, 'link')}`;

/** An applied preview: progress while it runs, then what was moved and what was skipped and why. */
export function OperationProgress({ operation }: { operation: ReorganiseOperationDetails | null }) {
  if (!operation || operation.state === 'running') {
    const done = operation ? operation.moved + operation.skipped : 0;
    const total = operation?.total ?? 0;
    return (
      <Box sx={{ py: 2 }}>
        <Typography gutterBottom>{total > 0 ? `Moving links… ${done} of ${total}` : 'Moving links…'}</Typography>
        <LinearProgress
          aria-label="Moving links"
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : 0}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
      {operation.state === 'failed' ? (
        <Alert severity="error">{operation.error ?? 'The re-organisation stopped with an error.'}</Alert>
      ) : null}
      <Alert severity={operation.state === 'failed' ? 'warning' : 'success'}>
        {movedSentence(operation.moved)}
        {operation.skipped > 0 ? `, ${operation.skipped} skipped` : ''}
      </Alert>
      {operation.skippedEntries.length > 0 && (
        <Box role="list" aria-label="Skipped links">
          {operation.skippedEntries.map((entry) => (
            <Box
              key={`${entry.from}→${entry.to}`}
              role="listitem"
              sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {entry.from}
              </Typography>
              <Typography variant="body2" color="warning">
                {entry.reason}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
