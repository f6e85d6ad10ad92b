import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { buttonRules, statusChip, type PanelAction, type ServiceStatus } from './service-state';

interface ServicePanelProps {
  status: ServiceStatus | null;
  busy: boolean;
  onAction: (request: PanelAction) => void;
  /** Extra buttons on the action row (logs toggle, export menu). */
  extraActions?: ReactNode;
}

/** The MediaHub panel: its status chip, the two process cards, the folders and the service buttons. */
export function ServicePanel({ status, busy, onAction, extraActions }: ServicePanelProps) {
  const chip = statusChip(status);
  const rules = buttonRules(status, busy);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            MediaHub Service
          </Typography>
          <Chip label={chip.label} color={chip.colour} size="small" data-testid="service-status-chip" />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
          <ProcessCard title="Main Process" running={status?.isRunning ?? null} />
          <ProcessCard title="Monitor" running={status?.monitorRunning ?? null} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <DirectoryLine label="Source Directory" value={status?.sourceDir ?? ''} />
          <DirectoryLine label="Destination Directory" value={status?.destinationDir ?? ''} />
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<PlayArrowRounded />}
            disabled={!rules.start}
            onClick={() => onAction({ target: 'service', action: 'start' })}
          >
            Start Service
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<StopRounded />}
            disabled={!rules.stop}
            onClick={() => onAction({ target: 'service', action: 'stop' })}
          >
            Stop Service
          </Button>
          <Button
            variant="outlined"
            startIcon={<RestartAltRounded />}
            disabled={!rules.restart}
            onClick={() => onAction({ target: 'service', action: 'restart' })}
          >
            Restart
          </Button>
          {extraActions}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProcessCard({ title, running }: { title: string; running: boolean | null }) {
  const text = running === null ? 'Unknown' : running ? 'Running' : 'Stopped';
  return (
    <Card variant="outlined" sx={{ bgcolor: 'action.hover' }} aria-label={title}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="body2" sx={{ color: running ? 'success.main' : 'text.secondary' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

function DirectoryLine({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value === '' ? 'Not set' : value}
      </Typography>
    </Box>
  );
}
