import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

/** A toast of the Settings tabs; errors stay 6 s and successes 4 s (spec §9). */
interface Notice {
  text: string;
  severity: 'success' | 'error';
  /** Distinguishes two equal texts in a row, so the second one shows again. */
  id: number;
}

const NOTICE_ERROR_MS = 6000;
const NOTICE_SUCCESS_MS = 4000;
/** Spoofing toasts stay 4 s, errors and successes alike (spec §9). */
export const SPOOFING_TOAST_MS = 4000;

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((text: string, severity: Notice['severity']) => {
    setNotice({ text, severity, id: Date.now() + Math.random() });
  }, []);
  const close = useCallback(() => setNotice(null), []);
  return { notice, show, close };
}

/** The toast; `durationMs` replaces the error/success durations for a tab whose spec gives one. */
export function NoticeSnackbar({
  notice,
  onClose,
  durationMs,
}: {
  notice: Notice | null;
  onClose: () => void;
  durationMs?: number;
}) {
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={durationMs ?? (notice?.severity === 'error' ? NOTICE_ERROR_MS : NOTICE_SUCCESS_MS)}
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
