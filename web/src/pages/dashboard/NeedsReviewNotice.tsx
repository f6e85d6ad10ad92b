import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { REVIEW_QUEUE_PATH, useNeedsReview } from '../../api/use-needs-review';

/**
 * The files the organiser would not decide alone. Shown above the statistics only while some wait,
 * so the six cards of the spec stay as they are.
 */
export function NeedsReviewNotice() {
  const count = useNeedsReview();
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      icon={<RateReviewRounded />}
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button component={Link} to={REVIEW_QUEUE_PATH} color="inherit" size="small">
          Review
        </Button>
      }
    >
      {count === 1 ? '1 file needs review' : `${count.toLocaleString()} files need review`}: the organiser was not sure
      of its match and left the choice to you.
    </Alert>
  );
}
