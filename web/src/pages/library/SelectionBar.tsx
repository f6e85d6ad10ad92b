import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SelectionBarProps {
  count: number;
  onSelectAll: () => void;
  onMove: () => void;
  onProcess: () => void;
  onDelete: () => void;
  onExit: () => void;
}

/** The floating bar of selection mode, shown once something is ticked. */
export function SelectionBar({ count, onSelectAll, onMove, onProcess, onDelete, onExit }: SelectionBarProps) {
  return (
    <Paper
      role="toolbar"
      aria-label="Selection"
      elevation={8}
      // On a phone the bar spans the width and its buttons wrap onto a second row rather than run
      // off the screen.
      sx={{
        position: 'fixed',
        bottom: { xs: 12, sm: 20 },
        left: { xs: 12, sm: '50%' },
        right: { xs: 12, sm: 'auto' },
        transform: { xs: 'none', sm: 'translateX(-50%)' },
        zIndex: 20,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 1, sm: 2 },
        py: 1,
        borderRadius: { xs: 4, sm: 6 },
        border: 1,
        borderColor: 'primary.main',
        maxWidth: 'calc(100vw - 24px)',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, px: 1, whiteSpace: 'nowrap' }}>
        {`${count} selected`}
      </Typography>
      <Button size="small" onClick={onSelectAll}>
        Select All
      </Button>
      <Button size="small" onClick={onMove}>
        Move
      </Button>
      <Button size="small" onClick={onProcess}>
        Process
      </Button>
      <Button size="small" color="error" onClick={onDelete}>
        Delete
      </Button>
      <IconButton size="small" aria-label="Exit selection" onClick={onExit}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Paper>
  );
}
