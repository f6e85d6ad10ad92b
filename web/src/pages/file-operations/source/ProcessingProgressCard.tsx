import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
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

interface ProcessingProgressCardProps {
  fileName: string;
  durationMs?: number;
  /** Runs 0.5 s after the bar is full. */
  onComplete: () => void;
}

const PHASE_TEXT: Record<ProgressPhase, string> = {
  processing: 'Auto-processing...',
  success: 'Processed successfully',
  complete: 'Complete',
};

/**
 * The card under a file being auto-processed: a bar filling in 100 ms steps over the duration,
 * success at 80 %, complete at 100 %, then the callback. It paces the wait, it does not measure the
 * run: the run's live events remove the card when they come first.
 */
export function ProcessingProgressCard({
  fileName,
  durationMs = PROGRESS_DURATION_MS,
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

  const done = phase !== 'processing';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 0.5, minWidth: 0 }} aria-label={`Processing ${fileName}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
        {done && <CheckCircleRounded color="success" fontSize="small" />}
        <Typography variant="body2" color={done ? 'success.main' : 'text.secondary'} noWrap>
          {PHASE_TEXT[phase]}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={done ? 'success' : 'primary'}
        aria-label={`Progress of ${fileName}`}
      />
    </Paper>
  );
}
