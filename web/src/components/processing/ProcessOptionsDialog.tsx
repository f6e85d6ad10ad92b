import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProcessingOption, SelectedIds } from '@cinesync/common';
import { useState } from 'react';
import {
  ACTION_OPTIONS,
  bulkProblem,
  EMPTY_IDS,
  ID_FIELDS,
  idProblem,
  selectedIdsOf,
  type IdValues,
} from './processing-options';

export interface ProcessChoice {
  option: ProcessingOption | null;
  ids: SelectedIds;
}

interface ProcessOptionsDialogProps {
  /** What is processed, for the title line. */
  name: string;
  /** Several files: only auto-select and the force options run without IDs. */
  bulk: boolean;
  onClose: () => void;
  onProcess: (choice: ProcessChoice) => void;
}

/** Confirmation titles of the options that change links for good. */
const CONFIRM: Partial<Record<ProcessingOption, { title: string; text: string }>> = {
  skip: {
    title: 'Skip Processing',
    text: 'Its links are removed and the file is marked skipped, so the organiser leaves it alone.',
  },
  force: {
    title: 'Force Recreate Symlinks',
    text: 'The file is matched again from scratch and its link recreated: a clear match is linked at once; when no title fits clearly, you choose among the candidates.',
  },
};

/** "Process Media File": the Actions and Set IDs tabs, then Process File. */
export function ProcessOptionsDialog({ name, bulk, onClose, onProcess }: ProcessOptionsDialogProps) {
  const [tab, setTab] = useState(0);
  const [option, setOption] = useState<ProcessingOption | null>(null);
  const [values, setValues] = useState<IdValues>(EMPTY_IDS);
  const [confirming, setConfirming] = useState(false);
  const ids = selectedIdsOf(values);
  const invalid = ID_FIELDS.some(({ kind }) => idProblem(kind, values[kind]) !== null);
  const bulkMessage = bulk ? bulkProblem(option, ids) : null;
  const ready = (option !== null || Object.keys(ids).length > 0) && !invalid && bulkMessage === null;
  const confirm = option ? CONFIRM[option] : undefined;

  const process = () => {
    if (!ready) return;
    if (confirm && !confirming) setConfirming(true);
    else onProcess({ option, ids });
  };

  if (confirming && confirm) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="process-confirm-title">
        <DialogTitle id="process-confirm-title">{confirm.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm.text}</DialogContentText>
          <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {name}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Back</Button>
          <Button variant="contained" onClick={process}>
            Continue
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="process-title">
      <DialogTitle id="process-title">Process Media File</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
          {name}
        </Typography>
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 2 }}>
          <Tab label="Actions" />
          <Tab label="Set IDs" />
        </Tabs>
        {tab === 0 ? (
          <RadioGroup
            aria-label="Processing option"
            value={option ?? ''}
            onChange={(event) => setOption(event.target.value as ProcessingOption)}
          >
            {ACTION_OPTIONS.map((entry) => (
              <FormControlLabel
                key={entry.value}
                value={entry.value}
                control={<Radio />}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography>{entry.label}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {entry.description}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {ID_FIELDS.map((field) => {
              const problem = idProblem(field.kind, values[field.kind]);
              return (
                <TextField
                  key={field.kind}
                  label={field.label}
                  placeholder={field.placeholder}
                  value={values[field.kind]}
                  onChange={(event) => setValues((current) => ({ ...current, [field.kind]: event.target.value }))}
                  error={problem !== null}
                  helperText={problem ?? field.hint}
                  slotProps={{ htmlInput: { maxLength: 16 } }}
                />
              );
            })}
          </Box>
        )}
        {bulkMessage && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {bulkMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!ready} onClick={process}>
          Process File
        </Button>
      </DialogActions>
    </Dialog>
  );
}
