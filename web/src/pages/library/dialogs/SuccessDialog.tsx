import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import { useEffect, useEffectEvent, useId, useRef } from 'react';

/** A success message stays 3 s. */
const SUCCESS_CLOSE_MS = 3000;

/** The widths MUI's Dialog gives its `xs` and `sm` papers, so the dialog keeps its size. */
const WIDTHS = { xs: 444, sm: 600 } as const;

interface SuccessDialogProps {
  title: string;
  message: string;
  maxWidth: keyof typeof WIDTHS;
  onClose: () => void;
}

/**
 * What the rename and delete dialogs turn into once the action worked: the same title and size, the
 * success text and Close; it closes itself after 3 s. It is deliberately not modal: the
 * folder behind has already refreshed, and a modal would hide that refreshed listing from assistive
 * technology and block clicks on it for those 3 s.
 */
export function SuccessDialog({ title, message, maxWidth, onClose }: SuccessDialogProps) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    // A passive effect runs after the form dialog's focus trap has restored focus on its way out.
    closeButton.current?.focus();
    const timer = setTimeout(() => close(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Portal>
      <Fade in appear>
        <Paper
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          elevation={24}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          sx={(theme) => ({
            position: 'fixed',
            zIndex: theme.zIndex.modal,
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'calc(100% - 64px)',
            maxWidth: WIDTHS[maxWidth],
          })}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Alert severity="success">{message}</Alert>
          </DialogContent>
          <DialogActions>
            <Button ref={closeButton} onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </Paper>
      </Fade>
    </Portal>
  );
}
