import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { useNeedsReview } from '../../api/use-needs-review';
import { isNavItemActive, navItems } from './nav-items';

/** The side menu's page links; the active one is highlighted (Browse also for /files/...). */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const needsReview = useNeedsReview();
  return (
    <List component="nav" aria-label="Main" sx={{ px: 1, py: 1.5 }}>
      {navItems.map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <ListItemButton
            key={item.to}
            component={Link}
            to={item.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 2, mb: 0.5, py: 0.75, px: 1.25 }}
          >
            <ListItemIcon sx={{ minWidth: 34, color: active ? 'primary.main' : 'text.secondary' }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={item.label}
              slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } } }}
            />
            {item.to === '/file-operations' && needsReview > 0 && (
              <Chip
                size="small"
                color="warning"
                label={needsReview > 999 ? '999+' : needsReview}
                aria-label={needsReview === 1 ? '1 file needs review' : `${needsReview} files need review`}
                sx={{ height: 20, fontSize: '0.7rem', fontWeight: 600 }}
              />
            )}
          </ListItemButton>
        );
      })}
    </List>
  );
}
