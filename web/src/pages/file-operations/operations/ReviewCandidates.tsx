import type { ReviewCandidate } from '@cinesync/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { remembersPick, useFolderChoiceEligibility } from '../../../api/folder-choices-queries';
import { PosterImage } from '../../../components/PosterImage';
import { RememberChoiceBox } from '../../../components/processing/RememberChoiceBox';
import { folderChoiceSentence } from '../../../components/processing/processing-words';
import { useReviewPick, type ReviewPick } from './use-review-pick';

interface ReviewCandidatesProps {
  filePath: string;
  /** Why the organiser stopped, in its words. */
  reason: string | null;
  candidates: readonly ReviewCandidate[];
}

export const candidateLabel = (c: ReviewCandidate) => (c.year === null ? c.title : `${c.title} (${c.year})`);

/** The fit score as the card shows it (0.873 → "87%"). */
export const scoreText = (score: number) => `${Math.round(Math.max(0, Math.min(1, score)) * 100)}%`;

function CandidateCard({
  candidate,
  pick,
  disabled,
  onPick,
}: {
  candidate: ReviewCandidate;
  pick: ReviewPick | null;
  disabled: boolean;
  onPick: () => void;
}) {
  const label = candidateLabel(candidate);
  const mine = pick?.candidate.tmdbId === candidate.tmdbId && pick.candidate.mediaType === candidate.mediaType;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', gap: 1, p: 1, width: { xs: '100%', sm: 240 }, minWidth: 0 }}>
      <Box
        sx={{
          position: 'relative',
          width: 48,
          flexShrink: 0,
          aspectRatio: '2 / 3',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <PosterImage posterPath={candidate.posterPath} alt={label} size="w92" />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={candidate.title}>
          {candidate.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[candidate.year, candidate.mediaType === 'tv' ? 'TV' : 'Movie', `${scoreText(candidate.score)} match`]
            .filter((part) => part !== null)
            .join(' · ')}
        </Typography>
        {mine && pick.running ? (
          <LinearProgress
            variant={pick.percent > 0 ? 'determinate' : 'indeterminate'}
            value={pick.percent}
            aria-label={`Processing ${label}`}
          />
        ) : (
          <Button
            size="small"
            variant="contained"
            disabled={disabled}
            onClick={onPick}
            aria-label={`Pick ${label}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            Pick
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The review queue's part of a card: why the organiser did not choose, and the titles it weighed,
 * each picked with one click. A successful pick needs nothing more here: the live event moves the
 * entry to Created.
 */
export function ReviewCandidates({ filePath, reason, candidates }: ReviewCandidatesProps) {
  const { pick, start } = useReviewPick(filePath);
  const running = pick?.running ?? false;
  const [ticked, setTicked] = useState(true);
  const titles = candidates.map(({ tmdbId, mediaType }) => ({ tmdbId, mediaType }));
  const eligibility = useFolderChoiceEligibility(filePath, titles);
  const nameOf = (title: { tmdbId: number; mediaType: string }) => {
    const candidate = candidates.find((c) => c.tmdbId === title.tmdbId && c.mediaType === title.mediaType);
    return candidate ? candidateLabel(candidate) : `TMDB ${title.tmdbId}`;
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2">
        {`Needs review: ${reason ?? 'the organiser could not tell which title this is'}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        Pick the right title:
      </Typography>
      <RememberChoiceBox
        eligibility={eligibility.data}
        failed={eligibility.isError}
        ticked={ticked}
        onTick={setTicked}
        nameOf={nameOf}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {candidates.map((candidate) => (
          <CandidateCard
            key={`${candidate.mediaType}-${candidate.tmdbId}`}
            candidate={candidate}
            pick={pick}
            disabled={running}
            onPick={() => start(candidate, remembersPick(eligibility.data, ticked, candidate))}
          />
        ))}
      </Box>
      {pick && !pick.running && pick.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {`Could not link as ${candidateLabel(pick.candidate)}: ${pick.error}`}
        </Alert>
      )}
      {pick && !pick.running && !pick.error && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {`Linked as ${candidateLabel(pick.candidate)}`}
          {pick.folderChoice && (
            <Box component="span" sx={{ display: 'block' }}>
              {folderChoiceSentence(pick.folderChoice)}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
