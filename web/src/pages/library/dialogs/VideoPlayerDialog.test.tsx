import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { folderItem } from '../../media/media-location';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import VideoPlayerDialog from './VideoPlayerDialog';

const file = { ...folderItem('Movies/Dune (2021)/Dune.2021.2160p.HEVC.mkv', 438631, 'movie'), type: 'file' as const };

function renderPlayer() {
  renderApp(<VideoPlayerDialog item={file} onClose={vi.fn()} />, {
    fetch: mockFetch({ '/api/auth/enabled': json({ enabled: false }) }),
  });
  return screen.getByLabelText('Playing Dune.2021.2160p.HEVC.mkv');
}

describe('VideoPlayerDialog', () => {
  it('says so when the browser cannot decode the file, offering the file and its WebDAV address', () => {
    const video = renderPlayer();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(video);
    expect(
      screen.getByText("This browser can't play this file: its video or audio format isn't supported here."),
    ).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(
      `/api/download?path=${encodeURIComponent('Movies/Dune (2021)/Dune.2021.2160p.HEVC.mkv')}`,
    );
    expect(screen.getByText(/webdav\/Movies\/Dune \(2021\)\/Dune\.2021\.2160p\.HEVC\.mkv$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy WebDAV link' })).toBeTruthy();
    // The dead 0:00 player goes.
    expect(screen.queryByLabelText('Playing Dune.2021.2160p.HEVC.mkv')).toBeNull();
  });

  it('keeps the player but says so when only the sound plays', () => {
    const video = renderPlayer();
    fireEvent.loadedMetadata(video);
    expect(screen.getByText(/can play the file's sound but not its picture/)).toBeTruthy();
    expect(screen.getByLabelText('Playing Dune.2021.2160p.HEVC.mkv')).toBeTruthy();
  });
});
