import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { bazarrAddress } from './setup-instructions';

interface SetupInstructionsProps {
  apiKey: string;
  /** The site's origin (`window.location.origin`): Bazarr reaches CineSync where this page does. */
  origin: string;
}

/** How to add CineSync to Bazarr, as Radarr and as Sonarr, with this server's address and key. */
export function SetupInstructions({ apiKey, origin }: SetupInstructionsProps) {
  const address = bazarrAddress(origin);
  const rows: [string, string][] = [
    ['Address', address.host],
    ['Port', address.port],
    ['Base URL', '(leave empty)'],
    ['SSL', address.ssl ? 'On' : 'Off'],
    ['API Key', apiKey === '' ? '(regenerate a key first)' : apiKey],
  ];
  return (
    <Card component="section" variant="outlined" aria-labelledby="spoofing-setup-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="spoofing-setup-title" sx={{ mb: 1 }}>
          Setup Instructions
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          CineSync answers as Radarr and as Sonarr at{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="setup-origin">
            {origin}
          </Box>
          .
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
        >
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {term}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
            Radarr (movies): in Bazarr open Settings, then Radarr, turn it on and enter the values above.
          </Typography>
          <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
            Sonarr (shows): open Settings, then Sonarr, turn it on and enter the same values.
          </Typography>
          <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
            Click Test on each (Bazarr shows the version it found), then Save.
          </Typography>
          <Typography component="li" variant="body2">
            In folder mode, use a folder mapping&apos;s own key instead: Bazarr then sees only that folder.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
