import type { OrganiserCurrentScan } from '@cinesync/common';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { scanProgressText } from '../../../api/organiser-words';

/** The scan going now: files seen, linked and waiting for review, moving with its progress events. */
export function ScanProgressPanel({ scan }: { scan: OrganiserCurrentScan }) {
  return (
    <Paper variant="outlined" role="status" aria-label="Scan progress" sx={{ p: 1.5, mb: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        Scanning the source folders
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {scanProgressText(scan.counts)}
      </Typography>
      <LinearProgress aria-label="Scanning" />
    </Paper>
  );
}
