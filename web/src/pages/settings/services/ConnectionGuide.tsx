import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { GUIDE_STEPS, guideHost, guidePort } from './connection-guide';
import { fetchSpoofingApiKey } from './mediahub-api';

export const NO_API_KEY_TEXT =
  'No API key yet: open the Spoofing tab, enable spoofing and generate a key, then come back here to copy it.';

/** How to connect a subtitle manager: copyable hostname, port and API key, and four steps. */
export function ConnectionGuide({ onResult }: { onResult: (text: string, ok: boolean) => void }) {
  const api = useApi();
  const [serverPort, setServerPort] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    api.getStats(controller.signal).then(
      (stats) => setServerPort(stats.port),
      () => undefined,
    );
    void fetchSpoofingApiKey(api, controller.signal).then((key) => {
      if (!controller.signal.aborted) setApiKey(key);
    });
    return () => controller.abort();
  }, [api]);

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      onResult(`${label} copied to clipboard`, true);
    } catch {
      onResult(`Failed to copy ${label.toLowerCase()}`, false);
    }
  };

  const host = guideHost(window.location.hostname);
  const port = guidePort(serverPort, window.location.port);

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Subtitle Manager Connection
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <CopyField label="Hostname" value={host} onCopy={copy} />
          <CopyField label="Port" value={port} onCopy={copy} />
          {apiKey === '' ? (
            <Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                API Key
              </Typography>
              <Typography variant="body2" sx={{ color: 'warning.main' }}>
                {NO_API_KEY_TEXT}
              </Typography>
            </Box>
          ) : (
            <CopyField label="API Key" value={apiKey} onCopy={copy} />
          )}
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {GUIDE_STEPS.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function CopyField(props: { label: string; value: string; onCopy: (label: string, value: string) => Promise<void> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {props.label}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {props.value}
        </Typography>
      </Box>
      <Tooltip title={`Copy ${props.label}`}>
        <IconButton aria-label={`Copy ${props.label}`} onClick={() => void props.onCopy(props.label, props.value)}>
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
