import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { FolderPurpose } from '@cinesync/common';
import { useCallback, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { BrowseFolderDialog, type BrowseFolders } from '../../../components/folder-picker/BrowseFolderDialog';
import { browseServerFolders } from '../../../components/setup/setup-api';
import { addFolder, lastFolder } from './folder-list';

interface FolderBrowseButtonProps {
  /** The setting's label, for the button's name and the picker's title. */
  label: string;
  value: string;
  purpose: FolderPurpose;
  /** A list of folders (SOURCE_DIR): a chosen folder joins the list instead of replacing it. */
  multiple: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The folder key's Browse button: the server-side folder picker the first-run setup uses. */
export function FolderBrowseButton({ label, value, purpose, multiple, disabled, onChange }: FolderBrowseButtonProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const browse: BrowseFolders = useCallback(
    (path, signal) => browseServerFolders(api, path, purpose, signal),
    [api, purpose],
  );
  return (
    <>
      <Tooltip title="Browse the server's folders">
        <span>
          <IconButton
            size="small"
            edge="end"
            aria-label={`Browse for ${label}`}
            onClick={() => setOpen(true)}
            disabled={disabled}
          >
            <FolderOpenRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <BrowseFolderDialog
        open={open}
        initialPath={multiple ? lastFolder(value) : value.trim()}
        browse={browse}
        title={multiple ? `Add to ${label.toLowerCase()}` : `Choose the ${label.toLowerCase()}`}
        onClose={() => setOpen(false)}
        onSelect={(path) => {
          setOpen(false);
          onChange(multiple ? addFolder(value, path) : path);
        }}
      />
    </>
  );
}
