import ArticleRounded from '@mui/icons-material/ArticleRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { AutoStartSwitches } from './AutoStartSwitches';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { ConnectionGuide } from './ConnectionGuide';
import { ConnectionsPanel } from './connections/ConnectionsPanel';
import { LogExportMenu } from './LogExportMenu';
import { MonitorControls } from './MonitorControls';
import { NoticeSnackbar, useNotice } from './notice';
import { ServiceLogs } from './ServiceLogs';
import { ServicePanel } from './ServicePanel';
import { useMediaHubService } from './use-mediahub-service';

/** The Services tab of Settings: the MediaHub service, its logs and switches, and the connections told of changes, the Bazarr guide, the calendar feed. */
export function ServicesTab() {
  const { notice, show, close } = useNotice();
  const showError = useCallback((text: string) => show(text, 'error'), [show]);
  const showResult = useCallback((text: string, ok: boolean) => show(text, ok ? 'success' : 'error'), [show]);
  const service = useMediaHubService(showError);
  const [showLogs, setShowLogs] = useState(false);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <ServicePanel
        status={service.status}
        busy={service.busy}
        onAction={(request) => void service.run(request)}
        extraActions={
          <>
            <Button variant="outlined" startIcon={<ArticleRounded />} onClick={() => setShowLogs((on) => !on)}>
              {showLogs ? 'Hide Logs' : 'Show Logs'}
            </Button>
            <LogExportMenu onResult={showResult} />
          </>
        }
      />
      {showLogs && <ServiceLogs />}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Startup and Monitor
          </Typography>
          <AutoStartSwitches
            onResult={showResult}
            serviceRunning={service.busy ? undefined : service.status?.isRunning}
          />
          <MonitorControls
            status={service.status}
            busy={service.busy}
            onAction={(request) => void service.run(request)}
          />
        </CardContent>
      </Card>
      <ConnectionsPanel onResult={showResult} />
      <ConnectionGuide onResult={showResult} />
      <CalendarFeedPanel onResult={showResult} />
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
