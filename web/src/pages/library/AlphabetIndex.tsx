import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

const LETTERS = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The '#', A–Z rail: a letter filters the folder by first letter; the selected one clears it. */
export function AlphabetIndex({ value, onChange }: { value: string; onChange: (letter: string) => void }) {
  return (
    <Box
      component="nav"
      aria-label="Alphabet index"
      sx={{
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        display: 'flex',
        flexDirection: 'column',
        flex: '0 0 auto',
        width: { xs: 22, sm: 26 },
        py: 0.5,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {LETTERS.map((letter) => {
        const selected = value.toUpperCase() === letter;
        return (
          <ButtonBase
            key={letter}
            aria-pressed={selected}
            aria-label={letter === '#' ? 'Names not starting with a letter' : `Letter ${letter}`}
            onClick={() => onChange(selected ? '' : letter)}
            sx={{
              fontSize: { xs: 10, sm: 11 },
              lineHeight: { xs: '15px', sm: '18px' },
              fontWeight: selected ? 800 : 500,
              color: selected ? 'primary.main' : 'text.secondary',
              borderRadius: 1,
              '&:hover': { color: 'primary.main' },
            }}
          >
            {letter}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
