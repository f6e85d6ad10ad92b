import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FavoriteTitle } from '../api/favorite-list';
import { useFavorite } from '../api/favorites-queries';

/** The star's gold, readable on a poster and on both themes. */
const STAR_COLOR = '#f5c518';

interface FavoriteStarProps {
  title: FavoriteTitle;
  size?: 'small' | 'medium' | 'large';
  /** `overlay` sits on a poster (a dark disc behind it); `inline` sits in a row or beside a heading. */
  variant?: 'overlay' | 'inline';
  /**
   * Set on a poster: until starred, the star hides on wide screens and this class, given to its box,
   * lets the card reveal it on hover or focus, as it does its menu. Touch screens always show it.
   */
  revealClass?: string;
  /** Placement of the star's box (a poster puts it in a corner). */
  sx?: SxProps<Theme>;
}

/**
 * The favorite toggle of a title: an outlined star, filled gold once starred. It flips at once and
 * flips back, with a message, if the server refuses. Clicks stay on the star (a row under it opens
 * the title on click).
 */
export function FavoriteStar({ title, size = 'small', variant = 'inline', revealClass, sx }: FavoriteStarProps) {
  const favorite = useFavorite(title);
  const label = favorite.starred ? 'Remove from favorites' : 'Add to favorites';
  const overlay = variant === 'overlay';
  const quiet = revealClass !== undefined && !favorite.starred;
  return (
    <>
      <Tooltip title={label}>
        <Box
          component="span"
          className={quiet ? revealClass : undefined}
          sx={[{ display: 'inline-flex' }, quiet && { opacity: { xs: 1, md: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
          <IconButton
            aria-label={label}
            size={size}
            disabled={!favorite.ready}
            data-starred={favorite.starred}
            onClick={(event) => {
              event.stopPropagation();
              favorite.toggle();
            }}
            sx={[
              {
                color: favorite.starred ? STAR_COLOR : overlay ? '#fff' : 'text.secondary',
                '&:hover': { color: STAR_COLOR },
              },
              overlay && { bgcolor: 'rgba(0,0,0,0.55)', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)', color: STAR_COLOR } },
            ]}
          >
            {favorite.starred ? (
              <StarRounded fontSize={size === 'large' ? 'medium' : 'small'} />
            ) : (
              <StarBorderRounded fontSize={size === 'large' ? 'medium' : 'small'} />
            )}
          </IconButton>
        </Box>
      </Tooltip>
      {/* Portalled: a poster card is transformed on hover, which would pin a fixed message inside it. */}
      <Portal>
        <Snackbar
          open={favorite.failed}
          autoHideDuration={5000}
          onClose={favorite.resetFailure}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity="error" variant="filled" onClose={favorite.resetFailure}>
            {`Couldn't update favorites for ${title.title}; try again.`}
          </Alert>
        </Snackbar>
      </Portal>
    </>
  );
}
