import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { initialProcessingState, type ProcessingState } from './processing-state';
import { ProcessingProgressDialog } from './ProcessingProgressDialog';

const leftForReview: ProcessingState = {
  ...initialProcessingState,
  done: true,
  step: 'review',
  results: [
    {
      sourcePath: '/src/The.Office.S01E01.mkv',
      status: 'review',
      destinationPath: null,
      mediaType: 'tv',
      tmdbId: null,
      reason: 'Two shows called The Office fit equally',
    },
  ],
};

describe('processing dialog', () => {
  afterEach(() => cleanup());

  it('shows a file left for review as waiting for a pick, with no success and no completed last step', async () => {
    renderApp(<ProcessingProgressDialog state={leftForReview} onSend={vi.fn()} onClose={vi.fn()} />, {
      fetch: mockFetch({ '/api/auth/enabled': json({ enabled: false }) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Processing Media File' });
    expect(within(dialog).queryByText(/Processing complete!/)).toBeNull();
    expect(within(dialog).getByText('Left for review')).toBeTruthy();
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('Left for review: the organiser was not sure of its match');
    expect(alert.textContent).toContain('Two shows called The Office fit equally');
    expect(within(alert).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/file-operations?tab=failed',
    );
    // The last step is open, not checked: only three steps show as completed.
    expect(dialog.querySelectorAll('.MuiStepLabel-iconContainer.Mui-completed')).toHaveLength(3);
  });
});
