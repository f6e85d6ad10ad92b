import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from '../services/notice';

/** Spoofing toasts stay 4 s, errors and successes alike (spec §9). */
export const SPOOFING_TOAST_MS = 4000;

export function SpoofingNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SPOOFING_TOAST_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={onClose}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
