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
  /**
   * Hides the toast `id`, or whichever shows when no id is given. A toast's own auto-hide names
   * itself: its timer can fire after a newer toast was set and before it replaced the old one on
   * screen, and must not take the newer one down with it.
   */
  const close = useCallback((id?: number) => {
    setNotice((current) => (id === undefined || current?.id === id ? null : current));
  }, []);
  return { notice, show, close };
}

/** The toast; `durationMs` replaces the error/success durations for a tab whose spec gives one. */
export function NoticeSnackbar({
  notice,
  onClose,
  durationMs,
}: {
  notice: Notice | null;
  onClose: (id?: number) => void;
  durationMs?: number;
}) {
  const closeThis = () => onClose(notice?.id);
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={durationMs ?? (notice?.severity === 'error' ? NOTICE_ERROR_MS : NOTICE_SUCCESS_MS)}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') closeThis();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={closeThis}>
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
