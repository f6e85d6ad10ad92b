import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { wouldChangeSentence } from '../../../components/reorganise/PreviewCounts';
import { ReorganisePreviewDialog } from '../../../components/reorganise/ReorganisePreviewDialog';

interface ReorganiseBannerProps {
  /** Links a whole-library preview would change; nothing shows for null or 0. */
  changes: number | null;
  onDismiss: () => void;
}

/** "N links would change" after a naming or layout save, with Review opening the preview. */
export function ReorganiseBanner({ changes, onDismiss }: ReorganiseBannerProps) {
  const [reviewing, setReviewing] = useState(false);
  const [applied, setApplied] = useState(false);
  if (changes === null || changes === 0) return null;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <>
            <Button color="inherit" size="small" onClick={() => setReviewing(true)}>
              Review
            </Button>
            <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={onDismiss}>
              <CloseRounded fontSize="small" />
            </IconButton>
          </>
        }
      >
        {wouldChangeSentence(changes)}
      </Alert>
      <ReorganisePreviewDialog
        open={reviewing}
        scope={null}
        onApplied={() => setApplied(true)}
        onClose={() => {
          setReviewing(false);
          // Once applied the count is out of date; a cancelled review keeps the banner for later.
          if (applied) onDismiss();
        }}
      />
    </>
  );
}
