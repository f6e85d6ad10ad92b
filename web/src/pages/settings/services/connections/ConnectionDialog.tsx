import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  connectionTypeLabels,
  connectionTypes,
  SECRET_MASK,
  type ConnectionType,
  type ConnectionView,
} from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../../api/api-context';
import { isApiRequestError } from '../../../../api/api-request-error';
import { testConnection, useSaveConnection } from '../../../../api/connections-queries';
import { queryKeys } from '../../../../api/query-keys';
import { useAuth } from '../../../../app/auth/auth-context';
import { ConnectionTestButton } from '../../../../components/connection-test/ConnectionTestButton';
import { isPasswordRequiredError } from '../../general/protected-settings';
import {
  fieldsOf,
  formOf,
  formProblem,
  keyLabels,
  newConnectionForm,
  sendsSecretsElsewhere,
  testRequestOf,
  urlHints,
  writeOf,
  type ConnectionForm,
} from './connection-form';
import { EventChecks } from './EventChecks';
import { PathMappingRows } from './PathMappingRows';

interface ConnectionDialogProps {
  /** The stored connection to edit, or null for a new one. */
  saved: ConnectionView | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** A stored secret is never shown: its field says it is set, and left empty keeps it. */
const secretHelper = (stored: boolean) => (stored ? 'Set: leave empty to keep it, or type a new one' : undefined);

/**
 * Add or edit one connection: its type, name, address, key or sign-in, the changes it is told
 * about, its path mappings, on or off; Test asks the server to try it as typed. Takes the whole
 * screen on a phone.
 */
export function ConnectionDialog({ saved, onClose, onSaved }: ConnectionDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { authEnabled } = useAuth();
  const save = useSaveConnection();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState<ConnectionForm>(() => (saved ? formOf(saved) : newConnectionForm()));
  const [password, setPassword] = useState('');
  const [serverAsks, setServerAsks] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fields = fieldsOf(form.type);
  const needsPassword = serverAsks || (authEnabled && sendsSecretsElsewhere(form, saved));
  const problem = formProblem(form);
  const currentPassword = needsPassword && password !== '' ? password : undefined;
  // Typed secrets are the typist's; only a stored one tested at a new address needs the password.
  const testWantsPassword = saved !== null && needsPassword && password === '';
  const set = (part: Partial<ConnectionForm>) => setForm((current) => ({ ...current, ...part }));

  const runTest = async () => {
    try {
      return await testConnection(api, testRequestOf(form, saved, currentPassword));
    } catch (failure) {
      if (isPasswordRequiredError(failure)) setServerAsks(true);
      throw failure;
    } finally {
      // A test is a call like any other: the list's last result now speaks of it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.connections });
    }
  };

  const submit = () => {
    setError(null);
    save.mutate(
      { id: saved?.id ?? null, write: writeOf(form, currentPassword) },
      {
        onSuccess: (view) => onSaved(view.name),
        onError: (failure) => {
          if (isPasswordRequiredError(failure)) setServerAsks(true);
          setError(isApiRequestError(failure) && failure.message ? failure.message : 'Failed to save the connection');
        },
      },
    );
  };

  const title = saved ? `Edit ${saved.name}` : 'Add connection';
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="connection-dialog-title"
    >
      <DialogTitle id="connection-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="connection-form"
          spacing={2.5}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (problem === null && !save.isPending) submit();
          }}
        >
          <TextField
            select
            label="Type"
            size="small"
            value={form.type}
            onChange={(event) => set({ type: event.target.value as ConnectionType })}
          >
            {connectionTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {connectionTypeLabels[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Name"
            size="small"
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
            placeholder={connectionTypeLabels[form.type]}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="URL"
            size="small"
            value={form.url}
            onChange={(event) => set({ url: event.target.value })}
            helperText={urlHints[form.type]}
            slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
          />
          {fields.apiKey && (
            <TextField
              label={keyLabels[form.type]}
              size="small"
              type="password"
              autoComplete="new-password"
              value={form.apiKey}
              onChange={(event) => set({ apiKey: event.target.value })}
              placeholder={saved?.hasApiKey ? SECRET_MASK : undefined}
              helperText={secretHelper(saved?.hasApiKey ?? false)}
            />
          )}
          {fields.login && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Username"
                size="small"
                fullWidth
                autoComplete="off"
                value={form.username}
                onChange={(event) => set({ username: event.target.value })}
              />
              <TextField
                label="Password"
                size="small"
                fullWidth
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(event) => set({ password: event.target.value })}
                placeholder={saved?.hasPassword ? SECRET_MASK : undefined}
                helperText={secretHelper(saved?.hasPassword ?? false)}
              />
            </Stack>
          )}
          <EventChecks events={form.events} onChange={(events) => set({ events })} />
          <PathMappingRows mappings={form.pathMappings} onChange={(pathMappings) => set({ pathMappings })} />
          {/* In its own box: the Stack's spacing would undo the label's pull to the left edge. */}
          <div>
            <FormControlLabel
              control={<Switch checked={form.enabled} onChange={(event) => set({ enabled: event.target.checked })} />}
              label="Enabled"
            />
          </div>
          {needsPassword && (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              size="small"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText="This sends the key to a new address: enter your current password."
            />
          )}
        </Stack>
        <ConnectionTestButton
          name="Test connection"
          subject={JSON.stringify(testRequestOf(form, saved, currentPassword))}
          disabled={problem !== null || testWantsPassword}
          disabledHint={problem ?? 'Enter your current password to test'}
          run={runTest}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="connection-form"
          variant="contained"
          disabled={problem !== null || save.isPending || (needsPassword && password === '')}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
