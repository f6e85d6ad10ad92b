import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useMediaDetailsQuery } from '../../api/media-queries';
import { PosterImage } from '../../components/PosterImage';
import { timeAgo } from '../../format/time-ago';
import { episodeCountLabel, recentSubtitle, type RecentGroup } from './recent-media-groups';

export const CARD_WIDTH = { xs: 140, sm: 160 };

/** The metadata fetch waits 100 ms, so sweeping the pointer across the row asks for nothing. */
const OVERVIEW_DELAY_MS = 100;

/**
 * The title's overview while the card is hovered or focused. The list has no overview, so it comes
 * from the details call (IndexedDB cache first) — only once a card has been pointed at for a moment,
 * never one call per poster on load.
 */
function useHoverOverview(group: RecentGroup) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const active = hovered || focused;
  useEffect(() => {
    if (!active || wanted) return;
    const timer = setTimeout(() => setWanted(true), OVERVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, wanted]);
  const mediaType = group.kind === 'unknown' ? null : group.kind;
  const tmdbId = group.items[0]?.tmdbId ?? null;
  // The same query (and key) as the media page, so opening the title afterwards costs nothing.
  const details = useMediaDetailsQuery(wanted ? tmdbId : null, wanted ? mediaType : null);
  const overview = details.data?.overview.trim() ?? '';
  return {
    overview,
    // The text stays while it fades out; only whether it shows follows the pointer and focus.
    show: active && overview !== '',
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}

/** One poster of the Recently Added row: type chip, episode count, overview on hover, title, subtitle and time ago. */
export function RecentMediaCard({ group, onOpen }: { group: RecentGroup; onOpen: (group: RecentGroup) => void }) {
  const count = episodeCountLabel(group);
  const latest = group.items[0];
  const { overview, show, handlers } = useHoverOverview(group);
  const overviewId = useId();
  return (
    <ButtonBase
      onClick={() => onOpen(group)}
      {...handlers}
      aria-label={group.title}
      aria-describedby={show ? overviewId : undefined}
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
        <Fade in={show} unmountOnExit>
          <Box
            id={overviewId}
            data-testid="recent-overview"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
              pointerEvents: 'none',
              color: '#fff',
              background: 'linear-gradient(to top, rgba(0,0,0,0.92) 0%, rgba(0,0,0,0.7) 55%, rgba(0,0,0,0.15) 100%)',
            }}
          >
            <Typography
              variant="caption"
              sx={{
                lineHeight: 1.35,
                display: '-webkit-box',
                WebkitLineClamp: 6,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {overview}
            </Typography>
          </Box>
        </Fade>
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
      <Typography variant="caption" color="textSecondary" noWrap>
        {recentSubtitle(group) || '\u00a0'}
      </Typography>
      <Typography variant="caption" color="textSecondary" sx={{ opacity: 0.8 }}>
        {latest ? timeAgo(latest.updatedAt) : ''}
      </Typography>
    </ButtonBase>
  );
}
