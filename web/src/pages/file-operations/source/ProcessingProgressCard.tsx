import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  PROGRESS_CALLBACK_DELAY_MS,
  PROGRESS_DURATION_MS,
  PROGRESS_STEP_MS,
  progressAt,
  type ProgressPhase,
} from './progress-phase';
import type { ProcessingOutcome } from './use-processing-indicators';

interface ProcessingProgressCardProps {
  fileName: string;
  durationMs?: number;
  /** How the run ended, once it has; success is said only for a linked file. */
  outcome?: ProcessingOutcome | undefined;
  /** Runs 0.5 s after the bar is full. */
  onComplete: () => void;
}

const PHASE_TEXT: Record<ProgressPhase, string> = {
  processing: 'Auto-processing...',
  success: 'Processed successfully',
  complete: 'Complete',
};

/** What the card says past 80 % when the run did not link the file, or has not said how it ended. */
const UNLINKED_TEXT: Record<Exclude<ProcessingOutcome, 'linked'> | 'unknown', string> = {
  review: 'Left for review: pick its title in the Failed tab',
  skipped: 'Skipped',
  unknown: 'Auto-processing...',
};

/**
 * The card under a file being auto-processed: a bar filling in 100 ms steps over the duration,
 * success at 80 %, complete at 100 %, then the callback. It paces the wait, it does not measure the
 * run: the run's live events remove the card when they come first. Success (a green check,
 * "Complete") is shown only for a file the run linked; a file left for review says so instead.
 */
export function ProcessingProgressCard({
  fileName,
  durationMs = PROGRESS_DURATION_MS,
  outcome,
  onComplete,
}: ProcessingProgressCardProps) {
  const [elapsed, setElapsed] = useState(0);
  const { percent, phase } = progressAt(elapsed, durationMs);
  const complete = phase === 'complete';

  useEffect(() => {
    if (complete) return undefined;
    const timer = setInterval(() => setElapsed((e) => e + PROGRESS_STEP_MS), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, [complete]);

  const finish = useEffectEvent(onComplete);
  useEffect(() => {
    if (!complete) return undefined;
    const timer = setTimeout(finish, PROGRESS_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [complete]);

  const late = phase !== 'processing';
  const linked = late && outcome === 'linked';
  const review = late && outcome === 'review';
  const text = !late
    ? PHASE_TEXT.processing
    : outcome === 'linked'
      ? PHASE_TEXT[phase]
      : UNLINKED_TEXT[outcome ?? 'unknown'];
  const colour = linked ? 'success' : review ? 'warning' : 'primary';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 0.5, minWidth: 0 }} aria-label={`Processing ${fileName}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
        {linked && <CheckCircleRounded color="success" fontSize="small" />}
        {review && <RateReviewRounded color="warning" fontSize="small" />}
        <Typography variant="body2" color={linked || review ? colour : 'textSecondary'} noWrap>
          {text}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} color={colour} aria-label={`Progress of ${fileName}`} />
    </Paper>
  );
}
