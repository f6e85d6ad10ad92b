import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { posterUrl } from '../../api/library-paths';
import type { Person } from '../../api/media-metadata';

/** The first 8 of the cast. */
const CAST_SHOWN = 8;

export function CastRow({ cast }: { cast: Person[] }) {
  if (cast.length === 0) return null;
  return (
    <Box component="section" aria-label="Cast" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Cast
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
        {cast.slice(0, CAST_SHOWN).map((person) => (
          <Box key={`${person.id}-${person.character}`} sx={{ textAlign: 'center', minWidth: 0 }}>
            <Avatar
              src={person.profilePath ? posterUrl(person.profilePath, 'w185') : undefined}
              alt={person.name}
              sx={{ width: 80, height: 80, mx: 'auto', mb: 1 }}
            >
              {person.name.slice(0, 1)}
            </Avatar>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={person.name}>
              {person.name}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="div" title={person.character}>
              {person.character}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
