import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RecentMediaItem } from '@cinesync/common';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { encodeLibraryPath, parentPath } from '../../api/library-paths';
import { useRecentMediaQuery } from '../../api/library-queries';
import { CARD_WIDTH, RecentMediaCard } from './RecentMediaCard';
import { RecentEpisodesDialog } from './RecentEpisodesDialog';
import { groupRecentMedia, titleFolderOf, type RecentGroup } from './recent-media-groups';

/** Three cards of 160 px plus their 12 px gaps. */
const SCROLL_STEP = 516;

/** The "Recently Added Media" row: skeletons, an empty text, poster cards and scroll arrows. */
export function RecentlyAdded() {
  const { data, isPending, isError } = useRecentMediaQuery();
  const groups = useMemo(() => groupRecentMedia(data ?? []), [data]);
  const [dialogGroup, setDialogGroup] = useState<RecentGroup | null>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const navigate = useNavigate();

  const openItem = (item: RecentMediaItem) => {
    const folder = titleFolderOf(item);
    void navigate(`/media/${encodeLibraryPath(folder)}`, {
      state: {
        mediaType: item.type === 'movie' ? 'movie' : 'tv',
        tmdbId: item.tmdbId,
        currentPath: `/${parentPath(folder)}`,
      },
    });
  };
  const open = (group: RecentGroup) => {
    const first = group.items[0];
    if (group.items.length > 1) setDialogGroup(group);
    else if (first) openItem(first);
  };
  const scroll = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  return (
    <Box component="section" aria-labelledby="recently-added-title">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography id="recently-added-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Recently Added Media
        </Typography>
        {large && groups.length > 0 && (
          <>
            <IconButton aria-label="Scroll left" onClick={() => scroll(-1)} size="small">
              <ChevronLeftRounded />
            </IconButton>
            <IconButton aria-label="Scroll right" onClick={() => scroll(1)} size="small">
              <ChevronRightRounded />
            </IconButton>
          </>
        )}
      </Box>
      {!isPending && (isError || groups.length === 0) ? (
        <Box sx={{ py: 3 }}>
          <Typography color="textSecondary">No recent media found</Typography>
          {!isError && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              Titles show here with their posters as soon as MediaHub links them into the library.
            </Typography>
          )}
        </Box>
      ) : (
        <Box
          ref={rowRef}
          sx={{
            display: 'flex',
            gap: '12px',
            overflowX: 'auto',
            pb: 1,
            scrollSnapType: 'x proximity',
            scrollbarWidth: 'thin',
          }}
        >
          {isPending
            ? Array.from({ length: 6 }, (_, index) => (
                <Box key={index} data-testid="recent-skeleton" sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
                  <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
                  <Skeleton width="80%" />
                  <Skeleton width="50%" />
                </Box>
              ))
            : groups.map((group) => <RecentMediaCard key={group.key} group={group} onOpen={open} />)}
        </Box>
      )}
      <RecentEpisodesDialog
        group={dialogGroup}
        onClose={() => setDialogGroup(null)}
        onOpenEpisode={(item) => {
          setDialogGroup(null);
          openItem(item);
        }}
      />
    </Box>
  );
}
