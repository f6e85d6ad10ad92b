import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { buttonRules, type PanelAction, type ServiceStatus } from './service-state';

/** The advanced switch; on, it reveals Start Monitor and Stop Monitor for the standalone monitor. */
export function MonitorControls(props: {
  status: ServiceStatus | null;
  busy: boolean;
  onAction: (request: PanelAction) => void;
}) {
  const [advanced, setAdvanced] = useState(false);
  const rules = buttonRules(props.status, props.busy);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Advanced monitor controls"
        control={<Switch checked={advanced} onChange={(event) => setAdvanced(event.target.checked)} />}
      />
      {advanced && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            color="success"
            startIcon={<PlayArrowRounded />}
            disabled={!rules.startMonitor}
            onClick={() => props.onAction({ target: 'monitor', action: 'start' })}
          >
            Start Monitor
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<StopRounded />}
            disabled={!rules.stopMonitor}
            onClick={() => props.onAction({ target: 'monitor', action: 'stop' })}
          >
            Stop Monitor
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
