import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectionCompleteness } from '@cinesync/common';

/** "You have 5 of 7 films of …", with the films still to get named. */
export function CollectionsList({ items }: { items: readonly CollectionCompleteness[] }) {
  return (
    <Card component="section" variant="outlined" aria-label="Collections">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Collections
        </Typography>
        {items.length === 0 ? (
          <Typography color="textSecondary">No collections with a film in the library.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {items.map((collection) => {
              const lacking = collection.films.filter((film) => !film.have && film.releaseDate !== null);
              return (
                <div key={collection.collectionId}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {`You have ${collection.have} of ${collection.total} films of ${collection.name}`}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    aria-label={`${collection.name}: ${collection.have} of ${collection.total}`}
                    value={collection.total === 0 ? 0 : (100 * collection.have) / collection.total}
                    sx={{ my: 0.5, height: 6, borderRadius: 3 }}
                  />
                  {lacking.length > 0 && (
                    <Typography variant="caption" color="textSecondary">
                      {`Not in the library: ${lacking.map((film) => film.title).join(', ')}`}
                    </Typography>
                  )}
                </div>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
