import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

interface ListFooterProps {
  /** "Showing N of M …", in the list's own words. */
  text: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the pager when a screen has more than one list. */
  label?: string;
}

/** Under each File Operations list: what is shown of how many, and the pager when there is more than a page. */
export function ListFooter({ text, page, pages, onPage, label }: ListFooterProps) {
  return (
    <Box
      sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next: number) => onPage(next)}
          color="primary"
          size="small"
          siblingCount={0}
          aria-label={label}
        />
      )}
    </Box>
  );
}
