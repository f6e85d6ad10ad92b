import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RecentMediaItem } from '@cinesync/common';
import { timeAgo } from '../../format/time-ago';
import { recentEpisodeChip, recentEpisodeDetails, type RecentGroup } from './recent-media-groups';

interface RecentEpisodesDialogProps {
  group: RecentGroup | null;
  onClose: () => void;
  onOpenEpisode: (item: RecentMediaItem) => void;
}

/** A show's newly added episodes, opened from a grouped card; each one leads to the show's page. */
export function RecentEpisodesDialog({ group, onClose, onOpenEpisode }: RecentEpisodesDialogProps) {
  return (
    <Dialog open={group !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="recent-episodes-title">
      <DialogTitle id="recent-episodes-title">
        {group?.title}
        <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
          {group ? `${group.items.length} recent episodes` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense disablePadding>
          {group?.items.map((item) => {
            const special = item.seasonNumber === 0;
            return (
              <ListItemButton key={item.path} onClick={() => onOpenEpisode(item)} sx={{ gap: 1.5 }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color="primary"
                  label={special ? 'Special' : recentEpisodeChip(item)}
                />
                <ListItemText
                  primary={item.episodeTitle || (special ? 'Special Content' : 'Episode')}
                  secondary={group ? recentEpisodeDetails(item, group, timeAgo(item.updatedAt)) : ''}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
