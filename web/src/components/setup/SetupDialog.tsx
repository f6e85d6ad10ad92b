import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfigQuery } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { dispatchConfigStatusRefresh } from '../../app/refresh/refresh-event';
import { FoldersStep } from './FoldersStep';
import { LayoutStep } from './LayoutStep';
import { OrganiseStep } from './OrganiseStep';
import { ORGANISE_PROGRESS_PATH, SETUP_STEPS, STEP_LABELS, type SetupStep } from './setup-rules';
import { TmdbKeyStep } from './TmdbKeyStep';

export interface SetupDialogProps {
  initialStep: SetupStep;
  onClose: () => void;
}

/**
 * The first-run setup: folders, the TMDB key, the layout basics, then "Organise now". A dialog over
 * whatever page is open (the spec's route table has no place for a setup page), full screen on a
 * phone. Each step saves through `/api/config/update`, as Settings does, and the pages behind it
 * hear of the change at once.
 */
export default function SetupDialog({ initialStep, onClose }: SetupDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = useConfigQuery();
  const [step, setStep] = useState<SetupStep>(initialStep);
  const index = SETUP_STEPS.indexOf(step);
  const items = config.data?.config ?? [];

  const go = (offset: 1 | -1) => {
    const next = SETUP_STEPS[index + offset];
    if (next) setStep(next);
  };
  /** After a save: the next step starts from what is saved now, and the gates check again. */
  const saved = async () => {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: queryKeys.config }),
      queryClient.invalidateQueries({ queryKey: queryKeys.configStatus }),
    ]);
    dispatchConfigStatusRefresh();
    go(1);
  };
  const organised = () => {
    onClose();
    void navigate(ORGANISE_PROGRESS_PATH);
  };

  const stepProps = { items, onDone: () => void saved(), onBack: index > 0 ? () => go(-1) : undefined };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="setup-title">
      <DialogTitle id="setup-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Set up CineSync
        </Box>
        <IconButton aria-label="Close setup" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 4 }, pb: 4 }}>
        <Stepper activeStep={index} alternativeLabel sx={{ mb: { xs: 3, sm: 4 } }} aria-label="Setup steps">
          {SETUP_STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{STEP_LABELS[name]}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {config.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the settings" />
          </Box>
        ) : config.isError ? (
          <Alert severity="error">Failed to load configuration</Alert>
        ) : (
          <Box key={step} role="group" aria-label={`Step ${index + 1} of ${SETUP_STEPS.length}: ${STEP_LABELS[step]}`}>
            {step === 'folders' && <FoldersStep {...stepProps} />}
            {step === 'tmdb' && <TmdbKeyStep {...stepProps} />}
            {step === 'layout' && <LayoutStep {...stepProps} />}
            {step === 'organise' && <OrganiseStep {...stepProps} onDone={organised} onLater={onClose} />}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
