import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PosterImage } from '../../components/PosterImage';
import { timeAgo } from '../../format/time-ago';
import { episodeCountLabel, recentSubtitle, type RecentGroup } from './recent-media-groups';

export const CARD_WIDTH = { xs: 140, sm: 160 };

/** One poster of the Recently Added row: type chip, episode count, title, subtitle and time ago. */
export function RecentMediaCard({ group, onOpen }: { group: RecentGroup; onOpen: (group: RecentGroup) => void }) {
  const count = episodeCountLabel(group);
  const latest = group.items[0];
  return (
    <ButtonBase
      onClick={() => onOpen(group)}
      aria-label={group.title}
      sx={{
        width: CARD_WIDTH,
        flex: '0 0 auto',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        alignSelf: 'flex-start',
        textAlign: 'left',
        borderRadius: 2,
        scrollSnapAlign: 'start',
        '&:hover .poster': { transform: 'translateY(-3px)', borderColor: 'primary.main' },
        '&:focus-visible .poster': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        className="poster"
        sx={{
          position: 'relative',
          aspectRatio: '2 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          transition: 'transform 160ms ease, border-color 160ms ease',
        }}
      >
        <PosterImage posterPath={group.posterPath} alt="" size="w342" />
        <Chip
          label={group.kind === 'tv' ? 'TV' : 'Movie'}
          size="small"
          color={group.kind === 'tv' ? 'secondary' : 'primary'}
          sx={{ position: 'absolute', top: 6, right: 6, height: 20, fontSize: 11, fontWeight: 700 }}
        />
        {count && (
          <Chip
            label={count}
            size="small"
            sx={{
              position: 'absolute',
              bottom: 6,
              left: 6,
              height: 20,
              fontSize: 11,
              bgcolor: 'rgba(0,0,0,0.72)',
              color: '#fff',
            }}
          />
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{
          mt: 1,
          fontWeight: 600,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {group.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {recentSubtitle(group) || '\u00a0'}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ opacity: 0.8 }}>
        {latest ? timeAgo(latest.updatedAt) : ''}
      </Typography>
    </ButtonBase>
  );
}
