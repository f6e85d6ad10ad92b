import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FileItem } from '@cinesync/common';
import { memo } from 'react';
import { FavoriteStar } from '../../components/FavoriteStar';
import { PosterImage } from '../../components/PosterImage';
import { CompletenessLine } from '../../components/missing/CompletenessLine';
import { CategoryBackdrop } from './CategoryBackdrop';
import { FileIcon } from './FileIcon';
import { favoriteTitleOf } from './file-kinds';
import { cardLabel, isSideFile } from './item-labels';
import type { ItemInteractions } from './item-interactions';

interface PosterCardProps {
  item: FileItem;
  interactions: ItemInteractions;
  /** Where the item is, said under its name (a title found across the library). */
  folder?: string | undefined;
  /** Called with the item's path once its poster has loaded or failed. */
  onPosterSettled: (path: string) => void;
}

/** A poster (or icon) with its name below (title and year, or what sets it apart in its folder); right-click or ⋮ for the item menu. */
// Memoised: a poster arriving re-renders the grid's progress count, and the other cards stay as they are.
export const PosterCard = memo(function PosterCard({ item, interactions, folder, onPosterSettled }: PosterCardProps) {
  const { title, subtitle } = cardLabel(item);
  const selection = interactions.selection;
  const selected = selection?.selected.has(item.path) ?? false;
  const category = item.isCategoryFolder;
  const favorite = favoriteTitleOf(item);

  return (
    <Paper
      variant="outlined"
      data-testid="poster-card"
      onContextMenu={(event) => {
        event.preventDefault();
        interactions.onMenu(item, { top: event.clientY, left: event.clientX });
      }}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        transition: 'transform 160ms ease, border-color 160ms ease',
        '&:hover': { transform: 'translateY(-4px)', borderColor: 'primary.main' },
        '&:hover .item-menu, & .item-menu:focus-within, & .item-menu.Mui-focusVisible': { opacity: 1 },
      }}
    >
      <ButtonBase
        className="poster-card-open"
        aria-label={selection ? `Select ${item.name}` : item.name}
        aria-pressed={selection ? selected : undefined}
        onClick={() => (selection ? selection.toggle(item) : interactions.onOpen(item))}
        // A keyboard user sees which card has the focus: a ring drawn inside the card's edge (the
        // card clips what sticks out of it). Not `:has()` on the card, which jsdom's selector engine
        // takes seconds to match on every role query.
        sx={{
          position: 'relative',
          display: 'block',
          width: '100%',
          textAlign: 'left',
          '&.Mui-focusVisible::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            border: '3px solid',
            borderColor: 'primary.main',
            borderRadius: 3,
            pointerEvents: 'none',
            zIndex: 1,
          },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: category ? '16 / 10' : '2 / 3' }}>
          {category ? (
            <CategoryBackdrop name={item.name} />
          ) : (
            <PosterImage
              posterPath={isSideFile(item) ? null : item.posterPath}
              alt={`Poster of ${title}`}
              onSettled={() => onPosterSettled(item.path)}
              eager
              placeholder={<FileIcon icon={item.icon} sx={{ fontSize: 56, opacity: 0.7 }} aria-hidden />}
            />
          )}
        </Box>
        {!category && (
          <Box sx={{ px: 1.25, py: 1, textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={item.name}>
              {title}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p" sx={{ minHeight: 20 }}>
              {subtitle || (item.type === 'file' ? item.size : '\u00a0')}
            </Typography>
            {item.completeness && <CompletenessLine completeness={item.completeness} />}
            {folder !== undefined && (
              <Typography variant="caption" color="textSecondary" noWrap component="p" title={item.path}>
                {`in ${folder || 'the library'}/`}
              </Typography>
            )}
          </Box>
        )}
      </ButtonBase>
      {favorite && !selection && (
        <FavoriteStar
          title={favorite}
          variant="overlay"
          revealClass="item-menu"
          sx={{ position: 'absolute', top: 6, left: 6 }}
        />
      )}
      {selection ? (
        <Box aria-hidden sx={{ position: 'absolute', top: 8, left: 8, color: selected ? 'primary.main' : '#fff' }}>
          {selected ? <CheckCircleRounded /> : <RadioButtonUncheckedRounded />}
        </Box>
      ) : (
        <IconButton
          className="item-menu"
          aria-label={`Actions for ${item.name}`}
          size="small"
          onClick={(event) => interactions.onMenu(item, { element: event.currentTarget })}
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            opacity: { xs: 1, md: 0 },
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.55)',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: '1px' },
          }}
        >
          <MoreVertRounded fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
});
