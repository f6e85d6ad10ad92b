import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { CineSyncLogo } from '../../components/CineSyncLogo';
import { SIDE_MENU_WIDTH } from './layout-constants';
import { NavList } from './NavList';
import { ViewOptions } from './ViewOptions';
import { WebDavStatusBox } from './WebDavStatusBox';

interface SideMenuProps {
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** 180 px menu beside the content; on small screens a slide-out drawer that also has View Options. */
export function SideMenu({ mobile, open, onClose }: SideMenuProps) {
  if (!mobile) {
    return (
      <Box
        component="aside"
        sx={{
          width: SIDE_MENU_WIDTH,
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          overflowY: 'auto',
        }}
      >
        <NavList />
        <Box sx={{ flex: 1 }} />
        <WebDavStatusBox />
      </Box>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH, display: 'flex', flexDirection: 'column' } } }}
    >
      <Box component="aside" aria-label="Menu" sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 56 }}>
          <CineSyncLogo size={30} />
          <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
            CineSync
          </Typography>
        </Box>
        <Divider />
        <NavList onNavigate={onClose} />
        <Divider />
        <ViewOptions onDone={onClose} />
        <Box sx={{ flex: 1 }} />
        <WebDavStatusBox />
      </Box>
    </Drawer>
  );
}
