import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePrefetchConfigStatus } from '../../api/queries';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { SetupProvider } from '../../components/setup/SetupProvider';
import { ErrorBoundary } from '../ErrorBoundary';
import { LiveConfigBridge } from '../live-config/LiveConfigBridge';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useIsMobile } from './use-is-mobile';

/** The signed-in shell: fixed top bar, side menu (a drawer on mobile), scrolling main area. */
export function AppLayout() {
  const location = useLocation();
  const mobile = useIsMobile();
  // The drawer remembers the location it was opened at, so any navigation closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;
  const showMenu = !location.pathname.startsWith('/media/');
  usePrefetchConfigStatus();

  return (
    <SetupProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh', bgcolor: 'background.default' }}>
        <TopBar onOpenMenu={mobile && showMenu ? () => setDrawerOpenAt(location.key) : undefined} />
        <Toolbar aria-hidden />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {showMenu && <SideMenu mobile={mobile} open={drawerOpen} onClose={() => setDrawerOpenAt(null)} />}
          <Box component="main" sx={{ flex: 1, minWidth: 0, overflowY: 'auto', p: { xs: 1.5, sm: 2, md: 3 } }}>
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<FullPageSpinner fullHeight={false} />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
        <LiveConfigBridge />
      </Box>
    </SetupProvider>
  );
}
