import type { FileItem, FileListResponse } from '@cinesync/common';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { folderItem } from '../media/media-location';
import { EpisodeCard } from '../media/EpisodeCard';
import { VersionSelector } from '../media/VersionSelector';
import LibraryPage from './LibraryPage';

const SHOW = 'Shows/Breaking Bad (2008)';
const show = {
  tmdbId: 1396,
  mediaType: 'tv' as const,
  title: 'Breaking Bad',
  firstAirDate: '2008-01-20',
  posterPath: '/bb.jpg',
};

function item(path: string, overrides: Partial<FileItem> = {}): FileItem {
  const placed = { fullPath: `/lib/${path}`, destinationPath: `/lib/${path}` };
  const name = path.split('/').pop() ?? path;
  return { ...folderItem(path, null, null), ...placed, name, modified: '2024-01-01T00:00:00.000Z', ...overrides };
}
const video = (path: string, overrides: Partial<FileItem> = {}) =>
  item(path, { type: 'file', size: '4.0 GB', icon: 'movie', isMediaFile: true, ...overrides });

function listing(path: string, items: FileItem[]): FileListResponse {
  return {
    items,
    path,
    total: items.length,
    page: 1,
    limit: 100,
    totalPages: 1,
    tmdbId: 1396,
    mediaType: 'tv',
    hasSeasonFolders: true,
    hasAllowedExtensions: true,
    needsConfiguration: false,
  };
}

const encoded = (path: string) => `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;

function renderFolder(path: string, items: FileItem[]) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/config-status': json({
      needsConfiguration: false,
      isPlaceholder: false,
      destinationDir: '/lib',
      effectiveRootDir: '/lib',
    }),
    [encoded(path)]: json(listing(path, items)),
  });
  return renderApp(<LibraryPage />, { fetch, route: `/files/${path}`, path: '/files/*' });
}

const cardTexts = async (count: number) => {
  const cards = await screen.findAllByTestId('poster-card');
  expect(cards).toHaveLength(count);
  return cards.map((card) =>
    within(card)
      .getAllByText(/./)
      .map((el) => el.textContent),
  );
};

afterEach(cleanup);

describe('items of a title folder are told apart (issue 19)', () => {
  it('shows season folders as "Season N" with their episode counts, and Specials', async () => {
    renderFolder(SHOW, [
      item(`${SHOW}/Season 01`, { ...show, isSeasonFolder: true, seasonNumber: 1, episodeCount: 7 }),
      item(`${SHOW}/Season 02`, { ...show, isSeasonFolder: true, seasonNumber: 2, episodeCount: 13 }),
      item(`${SHOW}/Specials`, { ...show, seasonNumber: 0, episodeCount: 1 }),
    ]);
    expect(await cardTexts(3)).toEqual([
      ['Season 1', '7 episodes'],
      ['Season 2', '13 episodes'],
      ['Specials', '1 episode'],
    ]);
    expect(screen.queryByText('Breaking Bad')).toBeNull();
  });

  it('shows episode files by code, title and quality, and a subtitle as a subtitle', async () => {
    const season = `${SHOW}/Season 01`;
    const ep = { ...show, seasonNumber: 1 };
    renderFolder(season, [
      video(`${season}/a.mkv`, {
        ...ep,
        episodeNumber: 1,
        episodeNumbers: [1, 2],
        episodeTitle: 'Pilot',
        quality: '1080p Blu-ray',
      }),
      video(`${season}/b.mkv`, {
        ...ep,
        episodeNumber: 1,
        episodeNumbers: [1],
        episodeTitle: 'Pilot',
        quality: '720p WEB-DL',
      }),
      item(`${season}/b.en.srt`, {
        ...ep,
        type: 'file',
        size: '2 KB',
        icon: 'subtitle',
        sideFile: 'subtitle',
        language: 'English',
      }),
    ]);
    expect(await cardTexts(3)).toEqual([
      ['S01E01–E02 · Pilot', '1080p Blu-ray'],
      ['S01E01 · Pilot', '720p WEB-DL'],
      ['English subtitle', 'b.en.srt'],
    ]);
    // The side file shows its icon, not the show's poster.
    const subtitleCard = screen.getAllByTestId('poster-card')[2];
    expect(subtitleCard?.querySelector('img')).toBeNull();
  });

  it('names version tabs by what sets them apart', () => {
    const files = [
      video('Movies/Inception (2010)/a.mkv', { quality: '2160p Remux' }),
      video('Movies/Inception (2010)/b.mkv', { quality: '1080p Blu-ray', edition: "Director's Cut" }),
    ];
    renderApp(<VersionSelector files={files} folder="Movies/Inception (2010)" index={0} onChange={() => undefined} />, {
      fetch: mockFetch({}),
    });
    expect(screen.getByRole('tab', { name: 'Version 1 · 2160p Remux · 4.0 GB' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: "Version 2 · 1080p Blu-ray · Director's Cut · 4.0 GB" })).toBeTruthy();
  });
});

describe('two files of one episode in the season dialog (issue 19)', () => {
  it('reads as two cards: range chip, quality and file name', () => {
    const ep = { ...show, seasonNumber: 1, episodeNumber: 1 };
    const double = video(`${SHOW}/Season 01/BB.S01E01E02.1080p.mkv`, {
      ...ep,
      episodeNumbers: [1, 2],
      quality: '1080p Blu-ray',
    });
    const single = video(`${SHOW}/Season 01/BB.S01E01.720p.mkv`, {
      ...ep,
      episodeNumbers: [1],
      quality: '720p WEB-DL',
    });
    const episode = {
      episodeNumber: 1,
      name: 'Pilot',
      airDate: '2008-01-20',
      runtime: 58,
      voteAverage: 8.9,
      overview: 'Walter White.',
      stillPath: null,
    };
    renderApp(
      <>
        <EpisodeCard entry={{ file: double, season: 1, episode: 1 }} episode={episode} onDialog={() => undefined} />
        <EpisodeCard entry={{ file: single, season: 1, episode: 1 }} episode={episode} onDialog={() => undefined} />
      </>,
      { fetch: mockFetch({}) },
    );
    const [first, second] = screen.getAllByTestId('episode-card');
    expect(within(first as HTMLElement).getByText('S01E01–E02')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('1–2. Pilot')).toBeTruthy();
    expect(within(first as HTMLElement).getByTestId('episode-file').textContent).toBe(
      '1080p Blu-ray · BB.S01E01E02.1080p.mkv',
    );
    expect(within(second as HTMLElement).getByText('S01E01')).toBeTruthy();
    expect(within(second as HTMLElement).getByTestId('episode-file').textContent).toBe(
      '720p WEB-DL · BB.S01E01.720p.mkv',
    );
  });
});
