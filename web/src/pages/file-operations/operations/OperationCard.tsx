import type { FileOperationItem, FileOperationStatus } from '@cinesync/common';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ReviewCandidates } from './ReviewCandidates';

interface OperationCardProps {
  item: FileOperationItem;
  /** Its place in the page (a picked review card keeps it while it offers Undo). */
  index: number;
  selected: boolean;
  onToggle: () => void;
  /** Deleted entries restore; the others reprocess. */
  onAction: () => void;
  /** Opens the TMDB search for a failed file the organiser found no candidates for. */
  onSearch: () => void;
  /** A restore of this entry is on its way. */
  busy?: boolean;
}

type ChipColour = 'success' | 'error' | 'warning' | 'default';

const STATUS_LOOK: Record<FileOperationStatus, { label: string; colour: ChipColour; icon: ReactNode }> = {
  created: { label: 'Created', colour: 'success', icon: <CheckCircleRounded color="success" /> },
  failed: { label: 'Failed', colour: 'error', icon: <ErrorRounded color="error" /> },
  skipped: { label: 'Skipped', colour: 'warning', icon: <SkipNextRounded color="warning" /> },
  deleted: { label: 'Deleted', colour: 'default', icon: <DeleteRounded color="disabled" /> },
};

const TYPE_LABEL = { movie: 'Movie', tv: 'TV Show', other: 'Other' } as const;

function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toLocaleString();
}

function PathLine({ label, path }: { label: string; path: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {path ?? '—'}
      </Typography>
    </Box>
  );
}

/** One entry of an operation tab: what happened to a source file, with its details folded away. */
export function OperationCard({
  item,
  index,
  selected,
  onToggle,
  onAction,
  onSearch,
  busy = false,
}: OperationCardProps) {
  const [open, setOpen] = useState(false);
  const look = STATUS_LOOK[item.status];
  const restore = item.status === 'deleted';
  const actionLabel = restore ? `Restore ${item.fileName}` : `Reprocess ${item.fileName}`;
  const review = (item.status === 'failed' || item.status === 'skipped') && (item.candidates?.length ?? 0) > 0;
  // Nothing to pick from: the search is the way forward, in sight rather than behind Reprocess.
  const searchable = item.status === 'failed' && !review && item.operation === 'process';
  const detailsId = `operation-details-${item.id}`;

  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 1, sm: 1.5 }, listStyle: 'none', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select ${item.fileName}` } }}
          sx={{ p: 0.5 }}
        />
        <Box sx={{ display: 'flex', flexShrink: 0 }} aria-hidden>
          {look.icon}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.fileName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={look.label} color={look.colour} variant="outlined" />
            <Typography variant="caption" color="textSecondary" component="time" dateTime={item.timestamp}>
              {formatTime(item.timestamp)}
            </Typography>
          </Stack>
        </Box>
        <Tooltip title={restore ? 'Restore' : 'Reprocess'}>
          <span>
            <IconButton aria-label={actionLabel} onClick={onAction} disabled={busy} size="small">
              {restore ? <RestoreRounded /> : <ReplayRounded />}
            </IconButton>
          </span>
        </Tooltip>
        <IconButton
          aria-label={open ? 'Hide details' : 'Show details'}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          size="small"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreRounded />
        </IconButton>
      </Box>
      {review && (
        <ReviewCandidates
          item={item}
          index={index}
          reason={item.reason ?? item.error}
          candidates={item.candidates ?? []}
        />
      )}
      {searchable && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {`No title found${item.reason || item.error ? `: ${item.reason ?? item.error}` : ''}`}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SearchRounded />}
            onClick={onSearch}
            aria-label={`Search TMDB for ${item.fileName}`}
          >
            Search TMDB
          </Button>
        </Box>
      )}
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Stack spacing={1} sx={{ mt: 1.5, pl: { xs: 0, sm: 5 } }}>
          <PathLine label="Source path" path={item.filePath} />
          <PathLine label="Destination path" path={item.destinationPath} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={TYPE_LABEL[item.type]} />
            <Chip size="small" label={item.operation === 'delete' ? 'DELETE' : 'PROCESS'} variant="outlined" />
            {item.seasonNumber !== null && (
              <Chip size="small" label={`Season ${item.seasonNumber}`} variant="outlined" />
            )}
          </Stack>
          {item.error && (
            <Alert severity="error">
              <AlertTitle>Error</AlertTitle>
              {item.error}
            </Alert>
          )}
          {!item.error && item.reason && (
            <Alert severity={item.status === 'skipped' ? 'warning' : 'info'}>
              <AlertTitle>Reason</AlertTitle>
              {item.reason}
            </Alert>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
