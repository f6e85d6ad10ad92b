import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MissingItem } from '@cinesync/common';
import { episodeCode, type MissingShowGroup } from './missing-groups';

interface MissingShowCardProps {
  group: MissingShowGroup;
  /** The whole show is ignored (known from the shows list; null while it loads). */
  showIgnored: boolean | null;
  busy: boolean;
  onIgnoreShow: (ignored: boolean) => void;
  onIgnoreEpisode: (item: MissingItem, ignored: boolean) => void;
}

/** One show's missing episodes on this page, by season, with its "ignore missing" switch. */
export function MissingShowCard({ group, showIgnored, busy, onIgnoreShow, onIgnoreEpisode }: MissingShowCardProps) {
  const count = group.seasons.reduce((sum, season) => sum + season.episodes.length, 0);
  return (
    <Card component="section" variant="outlined" aria-label={group.showTitle}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {/* On a phone the title takes its own line and wraps, rather than losing its end. */}
          <Typography
            variant="h6"
            component="h2"
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {group.showTitle}
          </Typography>
          {showIgnored && <Chip size="small" label="Ignored" />}
          <Typography variant="body2" color="textSecondary">
            {count === 1 ? '1 episode' : `${count} episodes`}
          </Typography>
          {showIgnored !== null && (
            <Button size="small" disabled={busy} onClick={() => onIgnoreShow(!showIgnored)}>
              {showIgnored ? 'Stop ignoring' : 'Ignore missing'}
            </Button>
          )}
        </Box>
        {group.seasons.map((season) => (
          <Box key={season.season} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3" color="textSecondary">
              {season.season === 0 ? 'Specials' : `Season ${season.season}`}
            </Typography>
            <List dense disablePadding aria-label={`${group.showTitle} season ${season.season}`}>
              {season.episodes.map((item) => (
                <ListItem
                  key={item.episode}
                  disableGutters
                  secondaryAction={
                    <Button size="small" disabled={busy} onClick={() => onIgnoreEpisode(item, !item.ignored)}>
                      {item.ignored ? 'Unignore' : 'Ignore'}
                    </Button>
                  }
                  sx={{ opacity: item.ignored ? 0.6 : 1 }}
                >
                  <ListItemText
                    primary={`${episodeCode(item.season, item.episode)}${item.title ? ` · ${item.title}` : ''}`}
                    secondary={`Aired ${item.airDate}${item.ignored ? ' · ignored' : ''}`}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
