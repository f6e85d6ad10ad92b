import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { FileItem } from '@cinesync/common';
import type { ReactNode } from 'react';
import { downloadUrl } from '../../api/library-paths';
import { isVideo } from './file-kinds';
import type { MenuAnchor } from './item-interactions';

export type ItemAction = 'open' | 'play' | 'details' | 'rename' | 'move' | 'modify' | 'delete';

interface ItemContextMenuProps {
  target: { item: FileItem; anchor: MenuAnchor } | null;
  /** The actions offered, when not all of them apply (a favorite is a title, not a file to inspect). */
  only?: ReadonlySet<ItemAction | 'download'>;
  onClose: () => void;
  onAction: (action: ItemAction, item: FileItem) => void;
}

/** Open, Play (videos), View Details, Download (files), Rename, Move, Modify (not category folders), Delete. */
export function ItemContextMenu({ target, only, onClose, onAction }: ItemContextMenuProps) {
  const item = target?.item;
  const anchor = target?.anchor;
  const entry = (action: ItemAction, label: string, icon: ReactNode) =>
    only && !only.has(action) ? null : (
      <MenuItem
        key={action}
        onClick={() => {
          onClose();
          if (item) onAction(action, item);
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  const entries: ReactNode[] = [];
  if (item) {
    if (item.type === 'directory') entries.push(entry('open', 'Open', <FolderOpenRounded fontSize="small" />));
    if (isVideo(item)) entries.push(entry('play', 'Play', <PlayArrowRounded fontSize="small" />));
    entries.push(entry('details', 'View Details', <InfoRounded fontSize="small" />));
    if (item.type === 'file' && (!only || only.has('download'))) {
      entries.push(
        <MenuItem key="download" component="a" href={downloadUrl(item.path)} download={item.name} onClick={onClose}>
          <ListItemIcon>
            <DownloadRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download</ListItemText>
        </MenuItem>,
      );
    }
    entries.push(<Divider key="divider" />);
    entries.push(entry('rename', 'Rename', <EditRounded fontSize="small" />));
    entries.push(entry('move', 'Move', <DriveFileMoveRounded fontSize="small" />));
    if (!item.isCategoryFolder) entries.push(entry('modify', 'Modify', <TuneRounded fontSize="small" />));
    entries.push(entry('delete', 'Delete', <DeleteRounded fontSize="small" color="error" />));
  }
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorEl={anchor && 'element' in anchor ? anchor.element : null}
      anchorReference={anchor && 'element' in anchor ? 'anchorEl' : 'anchorPosition'}
      anchorPosition={anchor && 'top' in anchor ? anchor : undefined}
    >
      {entries}
    </Menu>
  );
}
