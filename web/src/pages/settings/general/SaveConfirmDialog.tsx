import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECRET_MASK, type ConfigUpdateEntry } from '@cinesync/common';
import { useEffect, useState } from 'react';
import { isSecretItem } from './config-display';

interface SaveConfirmDialogProps {
  open: boolean;
  updates: readonly ConfigUpdateEntry[];
  /** Saved values by key, to show what each change replaces. */
  originals: ReadonlyMap<string, string>;
  /** What a person calls each key, shown before its `.env` name. */
  labels?: ReadonlyMap<string, string>;
  /** Ask for the current password (a protected setting is among the changes). */
  askPassword: boolean;
  /** A question to answer before saving ("TMDB refused this key: … Save anyway?"); Save then reads "Save anyway". */
  warning?: string | null;
  /** The server's answer to the last attempt (a wrong password, a refused value). */
  error: string | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (currentPassword: string | undefined) => void;
}

/** "Save N Changes" → this list of old → new values, with the current password when the server needs it. */
export function SaveConfirmDialog(props: SaveConfirmDialogProps) {
  const { open, updates, originals, labels, askPassword, warning, error, saving, onCancel, onConfirm } = props;
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);

  const show = (key: string, value: string) =>
    isSecretItem({ key, type: 'string' }) && value !== '' ? SECRET_MASK : value === '' ? '(empty)' : value;
  const canSave = !saving && (!askPassword || password !== '');

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="save-config-title"
    >
      <DialogTitle id="save-config-title">Save Configuration Changes</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Save {updates.length} change{updates.length === 1 ? '' : 's'} to the configuration?
        </Typography>
        <Box component="ul" aria-label="Changes" sx={{ pl: 2, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {updates.map((update) => (
            <li key={update.key}>
              {labels?.get(update.key) !== undefined && labels.get(update.key) !== update.key && (
                <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
                  {labels.get(update.key)}
                </Typography>
              )}
              <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {update.key}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {show(update.key, originals.get(update.key) ?? '')} → {show(update.key, String(update.value))}
              </Typography>
            </li>
          ))}
        </Box>
        {askPassword && (
          <Box
            component="form"
            sx={{ mt: 3 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (canSave) onConfirm(password);
            }}
          >
            <Typography variant="body2" sx={{ mb: 1 }}>
              Folder and sign-in settings are protected: enter your current password to save them.
            </Typography>
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              fullWidth
              size="small"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
          </Box>
        )}
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!canSave} onClick={() => onConfirm(askPassword ? password : undefined)}>
          {saving ? 'Saving...' : warning ? 'Save anyway' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
