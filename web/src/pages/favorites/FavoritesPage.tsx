import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';

/** /favorites: the starred movies and shows; for now always the empty state. */
export default function FavoritesPage() {
  return (
    <>
      <PageHeader title="Favorites" />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="favorites-empty-title"
        sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}
      >
        <Box sx={{ color: 'warning.main', mb: 1 }}>
          <StarBorderRounded sx={{ fontSize: 56 }} aria-hidden />
        </Box>
        <Typography id="favorites-empty-title" variant="h6" component="h2" gutterBottom>
          No favorites yet
        </Typography>
        <Typography color="text.secondary">Star a movie or show and it will appear here for quick access.</Typography>
      </Paper>
    </>
  );
}
