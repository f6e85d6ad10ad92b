import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { FolderPurpose } from '@cinesync/common';
import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context';
import { BrowseFolderDialog, type BrowseFolders } from '../folder-picker/BrowseFolderDialog';
import { browseServerFolders } from './setup-api';

interface FolderFieldProps {
  label: string;
  /**
   * What the field's buttons call the folder ("the library", "source 2"): their names ("Browse for
   * the library", "Remove source 2") must not hold the label, or a search by label finds them too.
   */
  name: string;
  value: string;
  onChange: (value: string) => void;
  purpose: FolderPurpose;
  helperText?: string;
  error?: string | undefined;
  disabled?: boolean;
  onRemove?: () => void;
}

/** A folder typed, or chosen on the server with the folder picker. */
export function FolderField(props: FolderFieldProps) {
  const { label, name, value, onChange, purpose, helperText, error, disabled, onRemove } = props;
  const api = useApi();
  const [browsing, setBrowsing] = useState(false);
  const browse: BrowseFolders = useCallback(
    (path, signal) => browseServerFolders(api, path, purpose, signal),
    [api, purpose],
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        fullWidth
        size="small"
        disabled={disabled}
        placeholder={purpose === 'library' ? '/srv/media/library' : '/srv/downloads'}
        error={error !== undefined}
        helperText={error ?? helperText}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Button
        variant="outlined"
        onClick={() => setBrowsing(true)}
        disabled={disabled}
        aria-label={`Browse for ${name}`}
        startIcon={<FolderOpenRounded />}
        sx={{ flexShrink: 0, height: 40 }}
      >
        Browse
      </Button>
      {onRemove && (
        <Tooltip title="Remove">
          <span>
            <IconButton aria-label={`Remove ${name}`} onClick={onRemove} disabled={disabled} sx={{ mt: 0.25 }}>
              <DeleteOutlineRounded />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <BrowseFolderDialog
        open={browsing}
        initialPath={value.trim()}
        browse={browse}
        title={`Choose the ${label.toLowerCase()}`}
        onClose={() => setBrowsing(false)}
        onSelect={(path) => {
          setBrowsing(false);
          onChange(path);
        }}
      />
    </Box>
  );
}
