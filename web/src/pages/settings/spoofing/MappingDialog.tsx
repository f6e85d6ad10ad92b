import type { FolderMapping } from '@cinesync/common';
import { SPOOFING_SERVICE_TYPES } from '@cinesync/common';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FolderPickerDialog } from './FolderPickerDialog';
import { generateMappingKey, REQUIRED_FIELDS_TEXT, SERVICE_TYPE_LABELS, missingRequired } from './mapping-draft';

interface MappingDialogProps {
  /** The mapping being edited (the dialog works on a copy), or null to add one. */
  original: FolderMapping | null;
  initial: FolderMapping;
  busy: boolean;
  onClose: () => void;
  /** Saves the draft; resolves to null when saved, else the reason to show. */
  onSave: (draft: FolderMapping) => Promise<string | null>;
  /** Tells the person what is missing (a toast). */
  onMissing: (text: string) => void;
}

/** Add or edit one folder mapping: its folder (typed or picked), name, service, own key and switch. */
export function MappingDialog({ original, initial, busy, onClose, onSave, onMissing }: MappingDialogProps) {
  const [draft, setDraft] = useState<FolderMapping>(() => ({ ...initial }));
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<FolderMapping>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    if (missingRequired(draft)) {
      setProblem(REQUIRED_FIELDS_TEXT);
      onMissing(REQUIRED_FIELDS_TEXT);
      return;
    }
    setProblem(null);
    const refusal = await onSave(draft);
    if (refusal !== null) setProblem(refusal);
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
        <DialogTitle>{original ? 'Edit Folder Mapping' : 'Add Folder Mapping'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label="Folder"
                required
                value={draft.folderPath}
                sx={{ flex: '1 1 240px' }}
                onChange={(event) => set({ folderPath: event.target.value })}
                helperText="A folder inside the library, e.g. Movies"
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <Button
                variant="outlined"
                startIcon={<FolderOpenRounded />}
                onClick={() => setPicking(true)}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                Browse
              </Button>
            </Box>
            <TextField
              label="Display Name"
              required
              value={draft.displayName}
              onChange={(event) => set({ displayName: event.target.value })}
            />
            <TextField
              select
              label="Service Type"
              value={draft.serviceType}
              onChange={(event) => set({ serviceType: event.target.value as FolderMapping['serviceType'] })}
              helperText="Auto poses as Radarr or Sonarr from what the folder holds"
            >
              {SPOOFING_SERVICE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {SERVICE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label="API Key"
                required
                value={draft.apiKey}
                sx={{ flex: '1 1 300px' }}
                onChange={(event) => set({ apiKey: event.target.value })}
                helperText="This folder's own key (32 hexadecimal characters)"
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              <Button
                variant="outlined"
                startIcon={<AutorenewRounded />}
                onClick={() => set({ apiKey: generateMappingKey() })}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                Generate
              </Button>
            </Box>
            <FormControlLabel
              label="Enabled"
              control={<Switch checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <FolderPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(folder) => {
          set({ folderPath: folder.path, displayName: folder.displayName || folder.path });
          setPicking(false);
        }}
      />
    </>
  );
}
