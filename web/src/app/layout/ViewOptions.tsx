import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ViewModuleRounded from '@mui/icons-material/ViewModuleRounded';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { dispatchRefresh } from '../refresh/refresh-event';
import { useViewMode } from '../view-mode/view-mode-context';

/** Mobile-only drawer section: poster/list switch and a Refresh that reloads the current page's data. */
export function ViewOptions({ onDone }: { onDone: () => void }) {
  const { viewMode, setViewMode } = useViewMode();
  return (
    <section aria-labelledby="view-options-title">
      <Typography
        id="view-options-title"
        component="h2"
        variant="caption"
        color="textSecondary"
        sx={{ display: 'block', px: 2.25, pt: 1, fontWeight: 600, letterSpacing: '0.06em' }}
      >
        View Options
      </Typography>
      <List sx={{ px: 1, py: 0.5 }}>
        <Option
          label="Poster View"
          icon={<ViewModuleRounded fontSize="small" />}
          selected={viewMode === 'poster'}
          onClick={() => {
            setViewMode('poster');
            onDone();
          }}
        />
        <Option
          label="List View"
          icon={<ViewListRounded fontSize="small" />}
          selected={viewMode === 'list'}
          onClick={() => {
            setViewMode('list');
            onDone();
          }}
        />
        <Option
          label="Refresh"
          icon={<RefreshRounded fontSize="small" />}
          selected={false}
          onClick={() => {
            dispatchRefresh();
            onDone();
          }}
        />
      </List>
    </section>
  );
}

interface OptionProps {
  label: string;
  icon: ReactNode;
  selected: boolean;
  onClick: () => void;
}

function Option({ label, icon, selected, onClick }: OptionProps) {
  return (
    <ListItemButton
      selected={selected}
      aria-pressed={label === 'Refresh' ? undefined : selected}
      onClick={onClick}
      sx={{ borderRadius: 2, mb: 0.5, py: 0.75, px: 1.25 }}
    >
      <ListItemIcon sx={{ minWidth: 34, color: selected ? 'primary.main' : 'text.secondary' }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
    </ListItemButton>
  );
}
