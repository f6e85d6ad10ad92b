import type { NamingToken, NamingTokensResponse } from '@cinesync/common';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

interface TokenGroupListProps {
  groups: NamingTokensResponse['groups'];
  onInsert: (token: string) => void;
}

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function TokenChip({ token, onInsert }: { token: NamingToken; onInsert: (token: string) => void }) {
  return (
    <ButtonBase
      onClick={() => onInsert(token.token)}
      aria-label={`Insert ${token.token}`}
      title={token.description}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 0.25,
        p: 1,
        minWidth: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
      }}
    >
      <Typography
        component="span"
        sx={{ fontFamily: MONO, fontSize: '0.85rem', color: 'primary.light', overflowWrap: 'anywhere' }}
      >
        {token.token}
      </Typography>
      <Typography component="span" variant="caption" color="textSecondary">
        {token.description}
      </Typography>
      {token.example !== '' && (
        <Typography component="span" variant="caption" sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }}>
          {token.example}
        </Typography>
      )}
    </ButtonBase>
  );
}

/** The token groups, each a heading and its tokens; a click inserts the token into the format. */
export function TokenGroupList({ groups, onInsert }: TokenGroupListProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groups.map((group) => (
        <Box component="section" key={group.name} aria-label={group.name}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {group.name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
              gap: 1,
            }}
          >
            {group.tokens.map((token) => (
              <TokenChip key={`${group.name} ${token.token}`} token={token} onInsert={onInsert} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
