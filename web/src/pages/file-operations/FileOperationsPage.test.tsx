import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import FileOperationsPage from './FileOperationsPage';

describe('file operations page', () => {
  afterEach(() => cleanup());

  it('opens the manual import from its floating button', async () => {
    renderApp(<FileOperationsPage />, { fetch: mockFetch({}) });
    expect(screen.queryByText('Manual Import - Select Folder')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Manual import' }));
    expect(await screen.findByText('Manual Import - Select Folder')).toBeTruthy();
  });
});
