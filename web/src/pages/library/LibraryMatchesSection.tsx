import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LibraryMatches } from '@cinesync/common';
import { FileListTable } from './FileListTable';
import type { ItemInteractions } from './item-interactions';
import { PosterGrid } from './PosterGrid';

interface LibraryMatchesSectionProps {
  matches: LibraryMatches;
  viewMode: 'poster' | 'list';
  /** Opening and the item menu; never selection, which is of the open folder's items. */
  interactions: ItemInteractions;
}

/**
 * "Across the library": the titles a search finds outside the open folder, each with the folder
 * it is in, in the view the folder uses. The open folder's own matches stay above, paged as ever.
 */
export function LibraryMatchesSection({ matches, viewMode, interactions }: LibraryMatchesSectionProps) {
  if (matches.items.length === 0) return null;
  const plain = { ...interactions, selection: null };
  return (
    <Box component="section" aria-labelledby="library-matches-title" sx={{ mt: 4 }}>
      <Typography id="library-matches-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Across the library
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {matches.more
          ? 'Titles from other folders. More titles match: type more of the name to narrow them.'
          : 'Titles from other folders.'}
      </Typography>
      {viewMode === 'poster' ? (
        <PosterGrid
          items={matches.items}
          interactions={plain}
          showFolders
          showProgress={false}
          label="Across the library"
        />
      ) : (
        <FileListTable items={matches.items} interactions={plain} showFolders label="Across the library" />
      )}
    </Box>
  );
}
