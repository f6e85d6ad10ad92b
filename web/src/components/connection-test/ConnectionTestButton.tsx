import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import NetworkCheckRounded from '@mui/icons-material/NetworkCheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ConnectionTestResult } from '@cinesync/common';
import { useState } from 'react';

/** The last test, and the value it was about: an answer about another value is not shown. */
type TestState =
  | { kind: 'idle' }
  | { kind: 'testing'; subject: string }
  | { kind: 'done'; subject: string; ok: boolean; message: string };

interface ConnectionTestButtonProps {
  /** The button's accessible name ("Test TMDB key"); its text is "Test". */
  name: string;
  /** Only whether it worked and the server's words are shown. */
  run: () => Promise<Pick<ConnectionTestResult, 'ok' | 'message'>>;
  /** What is being tested: a new value clears the last answer, which spoke of the old one. */
  subject: string;
  disabled?: boolean;
  /** Said beside the button while it is disabled (what to type first). */
  disabledHint?: string;
}

/**
 * A Test button and its answer, read out when it arrives: "Key works" in green, or the service's
 * reason in red. A refused request (no key, too many tests, password needed) says the server's
 * sentence the same way.
 */
export function ConnectionTestButton({ name, run, subject, disabled, disabledHint }: ConnectionTestButtonProps) {
  const [last, setLast] = useState<TestState>({ kind: 'idle' });
  const state: TestState = last.kind !== 'idle' && last.subject !== subject ? { kind: 'idle' } : last;

  const test = async () => {
    const tested = subject;
    setLast({ kind: 'testing', subject: tested });
    let next: TestState;
    try {
      const result = await run();
      next = { kind: 'done', subject: tested, ok: result.ok, message: result.message };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The test failed';
      next = { kind: 'done', subject: tested, ok: false, message };
    }
    // A later test of the same value may have begun meanwhile; the newest answer wins.
    setLast((current) => (current.kind === 'testing' && current.subject === tested ? next : current));
  };

  const testing = state.kind === 'testing';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, minWidth: 0 }}>
      <Button
        size="small"
        variant="outlined"
        aria-label={name}
        aria-busy={testing}
        disabled={disabled || testing}
        onClick={() => void test()}
        startIcon={testing ? <CircularProgress size={14} aria-hidden /> : <NetworkCheckRounded />}
      >
        {testing ? 'Testing…' : 'Test'}
      </Button>
      <Box role="status" aria-live="polite" sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        {state.kind === 'done' && (
          <Typography
            variant="body2"
            color={state.ok ? 'success' : 'error'}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {state.ok ? (
              <CheckCircleRounded fontSize="small" aria-hidden />
            ) : (
              <ErrorOutlineRounded fontSize="small" aria-hidden />
            )}
            <span>{state.message}</span>
          </Typography>
        )}
        {state.kind === 'idle' && disabled && disabledHint && (
          <Typography variant="body2" color="textSecondary">
            {disabledHint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
