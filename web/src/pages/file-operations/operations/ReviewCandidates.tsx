import type { FileOperationItem, ReviewCandidate } from '@cinesync/common';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { remembersPick, useFolderChoiceEligibility } from '../../../api/folder-choices-queries';
import { PosterImage } from '../../../components/PosterImage';
import { RememberChoiceBox } from '../../../components/processing/RememberChoiceBox';
import { folderChoiceSentence } from '../../../components/processing/processing-words';
import { candidateFacts, candidateLabel } from './candidate-words';
import { useReviewPicks, type ReviewPick } from './review-picks';

interface ReviewCandidatesProps {
  item: FileOperationItem;
  /** The card's place in its page, which a picked card keeps while it offers Undo. */
  index: number;
  /** Why the organiser stopped, in its words. */
  reason: string | null;
  candidates: readonly ReviewCandidate[];
}

function CandidateCard({
  candidate,
  all,
  pick,
  disabled,
  onPick,
}: {
  candidate: ReviewCandidate;
  all: readonly ReviewCandidate[];
  pick: ReviewPick | undefined;
  disabled: boolean;
  onPick: () => void;
}) {
  const label = candidateLabel(candidate);
  const mine =
    pick?.phase === 'running' &&
    pick.candidate.tmdbId === candidate.tmdbId &&
    pick.candidate.mediaType === candidate.mediaType;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', gap: 1, p: 1, width: { xs: '100%', sm: 280 }, minWidth: 0 }}>
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
        <Typography variant="caption" color="textSecondary">
          {candidateFacts(candidate, all)}
        </Typography>
        {candidate.overview && (
          <Typography variant="caption" color="textSecondary" noWrap title={candidate.overview} component="p">
            {candidate.overview}
          </Typography>
        )}
        {mine ? (
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

/** A pick that linked the file: what it was linked to, and Undo while the window lasts. */
function LinkedNotice({ pick, onUndo }: { pick: ReviewPick; onUndo: () => void }) {
  const undoing = pick.phase === 'undoing';
  return (
    // The candidates' height is kept, so the cards below stay where they were.
    <Box sx={{ mt: 1, minHeight: pick.height, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <CheckCircleRounded color="success" fontSize="small" aria-hidden />
        <Typography
          variant="body2"
          sx={{ fontWeight: 600 }}
        >{`Linked to ${candidateLabel(pick.candidate)}`}</Typography>
        <Typography variant="body2" color="textSecondary" aria-hidden>
          ·
        </Typography>
        <Button
          size="small"
          onClick={onUndo}
          disabled={undoing}
          aria-label={`Undo linking ${pick.item.fileName} to ${candidateLabel(pick.candidate)}`}
          startIcon={undoing ? <CircularProgress size={14} aria-hidden /> : undefined}
        >
          Undo
        </Button>
      </Box>
      {pick.folderChoice && (
        <Typography variant="caption" color="textSecondary">
          {folderChoiceSentence(pick.folderChoice)}
        </Typography>
      )}
      {pick.error && <Alert severity="error">{pick.error}</Alert>}
    </Box>
  );
}

/**
 * The review queue's part of a card: why the organiser did not choose, and the titles it weighed
 * with what tells them apart, each picked with one click. Once linked, the card says to what and
 * offers Undo for a few seconds, in the place it had (see `ReviewPicksProvider`).
 */
export function ReviewCandidates({ item, index, reason, candidates }: ReviewCandidatesProps) {
  const picks = useReviewPicks();
  const pick = picks.of(item.filePath);
  const running = pick?.phase === 'running';
  const [ticked, setTicked] = useState(true);
  const area = useRef<HTMLDivElement>(null);
  const titles = candidates.map(({ tmdbId, mediaType }) => ({ tmdbId, mediaType }));
  const eligibility = useFolderChoiceEligibility(item.filePath, titles);
  const nameOf = (title: { tmdbId: number; mediaType: string }) => {
    const candidate = candidates.find((c) => c.tmdbId === title.tmdbId && c.mediaType === title.mediaType);
    return candidate ? candidateLabel(candidate) : `TMDB ${title.tmdbId}`;
  };
  if (pick && (pick.phase === 'linked' || pick.phase === 'undoing')) {
    return <LinkedNotice pick={pick} onUndo={() => picks.undo(item.filePath)} />;
  }
  const start = (candidate: ReviewCandidate) =>
    picks.start(
      { item, index, candidate, height: area.current?.offsetHeight ?? 0 },
      remembersPick(eligibility.data, ticked, candidate),
    );
  return (
    <Box ref={area} sx={{ mt: 1 }}>
      <Typography variant="body2">
        {`Needs review: ${reason ?? 'the organiser could not tell which title this is'}`}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1 }}>
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
            all={candidates}
            pick={pick}
            disabled={running}
            onPick={() => start(candidate)}
          />
        ))}
      </Box>
      {pick?.phase === 'failed' && pick.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {`Could not link as ${candidateLabel(pick.candidate)}: ${pick.error}`}
        </Alert>
      )}
    </Box>
  );
}
