import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './connection/chunk-load';
import { PageUnreachable } from './connection/PageUnreachable';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared and the children are tried again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches a crashing page and offers a reload instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) return;
    console.error('CineSync page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    // Not a crash: the page's code could not be fetched while the server was away.
    if (isChunkLoadError(this.state.error)) return <PageUnreachable />;
    return (
      <Box role="alert" sx={{ maxWidth: 520, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          This page hit an unexpected error. Reloading usually fixes it; your library is not affected.
        </Typography>
        <Button variant="contained" aria-label="Reload page" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Box>
    );
  }
}
