import type { FolderChoiceEligibility, FolderChoiceTitle } from '@cinesync/common';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface RememberChoiceBoxProps {
  /** The server's verdicts for the titles on offer; undefined while they are asked for. */
  eligibility: FolderChoiceEligibility | undefined;
  /** Asking failed: the pick can only be this file's. */
  failed: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  /** How a title is named in a sentence: `Gladiator (2000)`. */
  nameOf: (title: FolderChoiceTitle) => string;
}

function Folder({ label }: { label: string }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {label}
    </Box>
  );
}

/**
 * "Apply to the other files of `Fight Club (1999)/`", before a pick is saved: which folder a
 * remembered choice would apply to, and plainly why not when the server says it can't be kept there.
 */
export function RememberChoiceBox({ eligibility, failed, ticked, onTick, nameOf }: RememberChoiceBoxProps) {
  const verdicts = eligibility?.verdicts ?? [];
  const eligible = verdicts.some((v) => v.eligible);
  const refused = verdicts.filter((v) => !v.eligible);
  let note: string | null = null;
  if (failed) note = 'Could not check the folder: the pick applies to this file only.';
  else if (!eligibility) note = 'Checking the folder…';
  else if (!eligible) note = `Not possible: ${refused[0]?.reason ?? 'the folder is not the title’s'}`;

  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel
        disabled={!eligible}
        control={<Checkbox size="small" checked={eligible && ticked} onChange={(e) => onTick(e.target.checked)} />}
        label={
          <Typography variant="body2" component="span">
            Apply to the other files of {eligibility ? <Folder label={eligibility.folderLabel} /> : 'its folder'}
          </Typography>
        }
      />
      {note && (
        <Typography variant="caption" color="textSecondary" component="p" role="note">
          {note}
        </Typography>
      )}
      {eligible &&
        ticked &&
        refused.map((v) => (
          <Typography key={`${v.mediaType}-${v.tmdbId}`} variant="caption" color="textSecondary" component="p">
            {`This file only if you pick ${nameOf(v)}: ${v.reason ?? 'the folder is not its'}`}
          </Typography>
        ))}
    </Box>
  );
}
