import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent } from 'react';

/** The success dialog closes itself after this long (spec §9). */
const COMPLETE_CLOSE_AFTER_MS = 3000;

interface OperationCompleteDialogProps {
  /** Null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

/** "Operation Complete": what a delete or restore did, gone by itself after 3 s. */
export function OperationCompleteDialog({ message, onClose }: OperationCompleteDialogProps) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(close, COMPLETE_CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="operation-complete-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="operation-complete-title">Operation Complete</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CheckCircleRounded color="success" aria-hidden />
          <Typography>{message}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
