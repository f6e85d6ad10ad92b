import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import DriveFolderUploadRounded from '@mui/icons-material/DriveFolderUploadRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface OperationsFabsProps {
  onRefresh: () => void;
  refreshing: boolean;
  onManualImport: () => void;
  /** Small screens: delete-all-skipped lives here instead of the toolbar. */
  onDeleteAllSkipped?: (() => void) | undefined;
}

/** The floating buttons in the page's bottom corner. */
export function OperationsFabs({ onRefresh, refreshing, onManualImport, onDeleteAllSkipped }: OperationsFabsProps) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        zIndex: 'speedDial',
        alignItems: 'center',
      }}
    >
      {onDeleteAllSkipped && (
        <Tooltip title="Delete All Skipped" placement="left">
          <Fab size="small" color="error" aria-label="Delete all skipped" onClick={onDeleteAllSkipped}>
            <DeleteSweepRounded />
          </Fab>
        </Tooltip>
      )}
      <Tooltip title="Refresh" placement="left">
        <Fab size="small" aria-label="Refresh" onClick={onRefresh} disabled={refreshing}>
          <RefreshRounded />
        </Fab>
      </Tooltip>
      <Tooltip title="Manual import" placement="left">
        <Fab color="primary" aria-label="Manual import" onClick={onManualImport}>
          <DriveFolderUploadRounded />
        </Fab>
      </Tooltip>
    </Stack>
  );
}
