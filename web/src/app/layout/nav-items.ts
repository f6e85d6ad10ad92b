import DashboardRounded from '@mui/icons-material/DashboardRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import PlaylistRemoveRounded from '@mui/icons-material/PlaylistRemoveRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import type { SvgIconComponent } from '@mui/icons-material';

interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Path prefixes that count as "here" for highlighting. */
  activePrefixes: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardRounded, activePrefixes: ['/dashboard'] },
  { label: 'Browse', to: '/browse', icon: FolderOpenRounded, activePrefixes: ['/browse', '/files'] },
  { label: 'File Operations', to: '/file-operations', icon: SwapHorizRounded, activePrefixes: ['/file-operations'] },
  { label: 'Missing', to: '/missing', icon: PlaylistRemoveRounded, activePrefixes: ['/missing'] },
  { label: 'Calendar', to: '/calendar', icon: EventRounded, activePrefixes: ['/calendar'] },
  { label: 'Favorites', to: '/favorites', icon: StarRounded, activePrefixes: ['/favorites'] },
  { label: 'Settings', to: '/settings', icon: SettingsRounded, activePrefixes: ['/settings'] },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
