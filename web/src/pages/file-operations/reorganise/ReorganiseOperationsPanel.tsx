import UndoRounded from '@mui/icons-material/UndoRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReorganiseOperation } from '../../../components/reorganise/reorganise-shapes';
import { timeAgo } from '../../../format/time-ago';
import { canUndo, operationCounts, operationStateWord, operationTitle } from './operation-words';
import { useReorganiseOperations } from './use-reorganise-operations';

/** Rows shown before "Show all": the latest matter, the older ones rarely. */
const FIRST_ROWS = 3;

const STATE_COLOUR = {
  Running: 'info',
  Done: 'success',
  Failed: 'error',
  Interrupted: 'warning',
  Undone: 'default',
} as const;

/**
 * The re-organisations of the library (issue 32) and their undos: what each moved, its state, and
 * Undo. Not shown until there is one.
 */
export function ReorganiseOperationsPanel() {
  const { operations, undo, undoing, undoError, clearUndoError } = useReorganiseOperations();
  const [showAll, setShowAll] = useState(false);
  if (operations.length === 0) return null;
  const shown = showAll ? operations : operations.slice(0, FIRST_ROWS);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reorganise-operations-title" sx={{ p: 1.5, mb: 2 }}>
      <Typography id="reorganise-operations-title" variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
        Re-organise operations
      </Typography>
      {undoError && (
        <Alert severity="error" onClose={clearUndoError} sx={{ mb: 1 }}>
          {undoError}
        </Alert>
      )}
      <Box role="list" aria-label="Re-organise operations">
        {shown.map((operation) => (
          <OperationRow
            key={operation.id}
            operation={operation}
            undoing={undoing === operation.id}
            onUndo={() => undo(operation.id)}
          />
        ))}
      </Box>
      {operations.length > FIRST_ROWS && (
        <Button size="small" onClick={() => setShowAll((all) => !all)} sx={{ mt: 0.5 }}>
          {showAll ? 'Show fewer' : `Show all (${operations.length})`}
        </Button>
      )}
    </Paper>
  );
}

interface OperationRowProps {
  operation: ReorganiseOperation;
  undoing: boolean;
  onUndo: () => void;
}

function OperationRow({ operation, undoing, onUndo }: OperationRowProps) {
  const state = operationStateWord(operation);
  const title = operationTitle(operation);
  return (
    <Box
      role="listitem"
      aria-label={title}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {`${timeAgo(new Date(operation.createdAt).toISOString())} · ${operationCounts(operation)}`}
        </Typography>
        {operation.error && (
          <Typography variant="caption" color="error" component="p">
            {operation.error}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={state} color={STATE_COLOUR[state]} variant="outlined" />
      <Button
        size="small"
        startIcon={<UndoRounded />}
        disabled={!canUndo(operation) || undoing}
        onClick={onUndo}
        aria-label={`Undo ${title}`}
      >
        Undo
      </Button>
    </Box>
  );
}
