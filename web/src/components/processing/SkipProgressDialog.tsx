import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { ProcessingLog } from './ProcessingLog';
import type { ProcessingState } from './processing-state';
import { SKIP_STEPS, skipErrorText, skipFailureLog, skipView, type RunOutcome } from './skip-progress';
import { plural } from '../../format/plural';

interface SkipProgressDialogProps {
  /** The current file's session. */
  state: ProcessingState;
  /** Which file is running (index from 0) of how many. */
  position: { index: number; total: number };
  /** Set once every file has run. */
  outcome: RunOutcome | null;
  /** Shown on success: what was skipped. */
  name: string;
  onClose: () => void;
}

/** Skip's progress: remove symlinks, mark skipped, complete, on a determinate bar. */
export function SkipProgressDialog({ state, position, outcome, name, onClose }: SkipProgressDialogProps) {
  const { total } = position;
  const view = skipView(state, position.index >= total - 1, outcome);
  const failed = view.phase === 'failed';
  // Across several files the session only holds the last one's output, so name the failures too.
  const log = total > 1 ? [...skipFailureLog(outcome?.failures ?? []), ...state.log] : state.log;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="skip-title">
      <DialogTitle id="skip-title">Skip Processing</DialogTitle>
      <DialogContent>
        {total > 1 && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {outcome ? plural(total, 'file') : `Skipping ${position.index + 1} of ${total}`}
          </Typography>
        )}
        <Stepper activeStep={view.activeStep} alternativeLabel sx={{ mb: 2 }}>
          {SKIP_STEPS.map((label, index) => (
            <Step key={label} completed={view.activeStep > index}>
              <StepLabel error={failed && index === view.activeStep}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <LinearProgress
          variant="determinate"
          value={view.percent}
          color={failed ? 'error' : view.phase === 'complete' ? 'success' : 'primary'}
          aria-label="Skip progress"
          sx={{ mb: 2, height: 6, borderRadius: 3 }}
        />
        {view.phase === 'complete' && (
          <Alert severity="success">{total > 1 ? `Skipped ${total} files` : `Skipped "${name}"`}</Alert>
        )}
        {failed && outcome && <Alert severity="error">{skipErrorText(outcome, total)}</Alert>}
        {/* Keyed so the log opens by itself when the run fails, not only when it was failed on mount. */}
        <ProcessingLog key={String(failed)} lines={log} initiallyOpen={failed} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{outcome ? 'Close' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
}
