import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import DriveFolderUploadRounded from '@mui/icons-material/DriveFolderUploadRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

interface OperationsFabsProps {
  onRefresh: () => void;
  refreshing: boolean;
  onManualImport: () => void;
  /** Small screens: delete-all-skipped lives here instead of the toolbar. */
  onDeleteAllSkipped?: (() => void) | undefined;
}

/**
 * Room the page keeps free at its right edge, so that the floating buttons (a column 56 px wide, 24
 * px from the window's edge; 40 px and 12 px on phones) never sit over a card's own buttons, whatever
 * the scroll. Measured from the page's content edge (the main area's padding is 12, 16, 24 px).
 */
export const FAB_GUTTER = { xs: '44px', sm: '72px', md: '64px' } as const;

/** The floating buttons in the page's bottom corner. */
export function OperationsFabs({ onRefresh, refreshing, onManualImport, onDeleteAllSkipped }: OperationsFabsProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Stack
      spacing={1.5}
      sx={{
        position: 'fixed',
        right: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
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
        <Fab color="primary" size={phone ? 'small' : 'large'} aria-label="Manual import" onClick={onManualImport}>
          <DriveFolderUploadRounded />
        </Fab>
      </Tooltip>
    </Stack>
  );
}
