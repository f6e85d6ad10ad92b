import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FileItem } from '@cinesync/common';
import { downloadUrl } from '../../api/library-paths';
import type { OpenDialog } from '../library/LibraryDialogs';

interface FileActionsProps {
  /** The movie's file (Play and Download), or null for a show. */
  file: FileItem | null;
  /** What Rename, Delete and Modify act on: the file, or the show's folder. */
  target: FileItem;
  onDialog: (dialog: OpenDialog) => void;
  /** Opens the preview of renaming the title's links to the current naming settings. */
  onRenameFiles: () => void;
}

/** The buttons row: Play, Download (files), Rename, Rename files, Delete, Modify. */
export function FileActions({ file, target, onDialog, onRenameFiles }: FileActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
      {file && (
        <>
          <Button
            variant="contained"
            startIcon={<PlayArrowRounded />}
            onClick={() => onDialog({ kind: 'play', item: file })}
          >
            Play
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            component="a"
            href={downloadUrl(file.path)}
            download={file.name}
          >
            Download
          </Button>
        </>
      )}
      <Button variant="outlined" startIcon={<EditRounded />} onClick={() => onDialog({ kind: 'rename', item: target })}>
        Rename
      </Button>
      <Button variant="outlined" startIcon={<DriveFileRenameOutlineRounded />} onClick={onRenameFiles}>
        Rename files
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteRounded />}
        onClick={() => onDialog({ kind: 'delete', items: [target] })}
      >
        Delete
      </Button>
      <Button
        variant="outlined"
        startIcon={<TuneRounded />}
        onClick={() => onDialog({ kind: 'process', items: [target] })}
      >
        Modify
      </Button>
    </Box>
  );
}
