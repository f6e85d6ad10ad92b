import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { FallbackLayout } from './FallbackLayout';

export function NotFound() {
  return (
    <FallbackLayout
      icon={<SearchOffRounded color="disabled" sx={{ fontSize: 72 }} aria-hidden />}
      title="404 - Page Not Found"
      message="The page you're looking for doesn't exist."
    >
      <Button component={Link} to="/dashboard" variant="contained" size="large">
        Back to Dashboard
      </Button>
    </FallbackLayout>
  );
}
