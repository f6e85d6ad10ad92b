import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { MatchChoice } from './MatchChoice';
import { Link } from 'react-router';
import { REVIEW_QUEUE_PATH } from '../../api/use-needs-review';
import { ProcessingLog } from './ProcessingLog';
import { EpisodePicker, ManualSearchBox, SeasonPicker } from './ProcessingPrompts';
import { isSuccessful, type ProcessingState } from './processing-state';
import { plural } from '../../format/plural';
import { folderChoiceSentence, promptSentence, type BulkSummary } from './processing-words';

interface ProcessingProgressDialogProps {
  state: ProcessingState;
  /** "Processing 2 of 5 · 40%" in bulk runs. */
  subtitle?: string | undefined;
  /** The end of a bulk run: what became of its files. */
  summary?: BulkSummary | undefined;
  /** `rememberChoice` goes with a match number: whether the pick is kept for the file's folder. */
  onSend: (input: string, rememberChoice?: boolean) => void;
  onClose: () => void;
}

function searchLabel(state: ProcessingState): string {
  if (state.step === 'manual') return 'Manual search required';
  if (state.matchCount > 0) return `Found ${plural(state.matchCount, 'match', 'matches')}`;
  return 'Searching for matches...';
}

function activeStep(state: ProcessingState): number {
  if (state.step === 'complete') return 4;
  // Left for review: the last step stays open (no check mark), it is not complete.
  if (state.step === 'review') return 3;
  if (state.step === 'processing' || state.step === 'failed') return 2;
  if (state.step === 'analysing') return 0;
  return 1;
}

function titleOf(state: ProcessingState): string {
  if (state.options.length > 0) return 'Select Media Match';
  if (state.step === 'manual' && state.prompt) return 'Manual Search Required';
  if (state.seasons.length > 0) return 'Select Season';
  if (state.episodes) return `Season ${state.episodes.seasonNumber} Episodes`;
  return 'Processing Media File';
}

/** The run: steps, matches, search box, season and episode pickers, result and the raw output. */
export function ProcessingProgressDialog({ state, subtitle, summary, onSend, onClose }: ProcessingProgressDialogProps) {
  const success = isSuccessful(state);
  const waiting = state.prompt !== null;
  const steps = [
    'Analyzing media file...',
    searchLabel(state),
    'Processing metadata...',
    state.step === 'review' ? 'Left for review' : 'Processing complete!',
  ];
  const lastResult = state.results.at(-1);
  // On a phone the steps and match cards need the whole screen, not a card inside margins.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={state.options.length > 6 ? 'lg' : 'md'}
      aria-labelledby="processing-title"
    >
      <DialogTitle id="processing-title">{titleOf(state)}</DialogTitle>
      <DialogContent>
        {subtitle && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Stepper activeStep={activeStep(state)} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((label, index) => (
            <Step key={index} completed={activeStep(state) > index}>
              <StepLabel error={state.step === 'failed' && index === 2}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {!state.done && !waiting && <LinearProgress aria-label="Processing" sx={{ mb: 2 }} />}
        {state.prompt && (
          <Typography sx={{ mb: 1.5 }} role="status">
            {promptSentence(state.prompt.kind)}
          </Typography>
        )}
        {state.options.length > 0 && (
          <MatchChoice
            sourcePath={state.choosingFor}
            options={state.options}
            disabled={!waiting}
            onChoose={(o, remember) => onSend(String(o.number), remember)}
          />
        )}
        {state.prompt?.kind === 'manual_search' && <ManualSearchBox disabled={!waiting} onSearch={onSend} />}
        {state.prompt?.kind === 'season' && state.seasons.length > 0 && (
          <SeasonPicker seasons={state.seasons} onPick={(n) => onSend(String(n))} />
        )}
        {state.prompt?.kind === 'episode' && state.episodes && (
          <EpisodePicker
            seasonNumber={state.episodes.seasonNumber}
            episodes={state.episodes.list}
            onPick={(n) => onSend(String(n))}
          />
        )}
        {summary && (
          <Alert severity={summary.failed.length + summary.review.length > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
            {summary.text}
            {summary.failed.length > 0 && (
              <Box component="span" sx={{ display: 'block', mt: 0.5, wordBreak: 'break-all' }}>
                Failed: {summary.failed.join(', ')}
              </Box>
            )}
            {summary.review.length > 0 && (
              <Box component="span" sx={{ display: 'block', mt: 0.5, wordBreak: 'break-all' }}>
                Left for review in File Operations: {summary.review.join(', ')}
              </Box>
            )}
          </Alert>
        )}
        {success && !summary && (
          <Alert severity="success">
            {lastResult?.destinationPath
              ? `Processing complete! Linked to ${lastResult.destinationPath}`
              : `Processing complete!${lastResult?.reason ? ` ${lastResult.reason}` : ''}`}
          </Alert>
        )}
        {state.folderChoice && (
          <Alert severity={state.folderChoice.remembered ? 'info' : 'warning'} sx={{ mb: 1 }}>
            {folderChoiceSentence(state.folderChoice)}
          </Alert>
        )}
        {state.step === 'review' && !summary && (
          <Alert
            severity="warning"
            action={
              <Button component={Link} to={REVIEW_QUEUE_PATH} color="inherit" size="small" onClick={onClose}>
                Review
              </Button>
            }
          >
            Left for review: the organiser was not sure of its match
            {lastResult?.reason ? ` (${lastResult.reason})` : ''}. Pick its title in File Operations.
          </Alert>
        )}
        {state.step === 'failed' && <Alert severity="error">{state.error ?? 'Error processing'}</Alert>}
        <Box>
          <ProcessingLog lines={state.log} initiallyOpen={state.step === 'failed'} />
        </Box>
      </DialogContent>
      <DialogActions>
        {waiting && (
          <Button color="inherit" onClick={() => onSend('0')}>
            Skip
          </Button>
        )}
        <Button onClick={onClose}>{state.done ? 'Close' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
}
