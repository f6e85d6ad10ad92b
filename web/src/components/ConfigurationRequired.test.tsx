import type { ConfigStatus } from '@cinesync/common';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { ConfigurationRequired } from './ConfigurationRequired';
import { SetupContext } from './setup/setup-context';

afterEach(cleanup);

const UNREADABLE = 'This key was stored unreadably by an earlier version; enter it again.';

function show(status: ConfigStatus, withSetup?: (step?: string) => void) {
  const page = <ConfigurationRequired status={status} />;
  renderApp(withSetup ? <SetupContext.Provider value={{ open: withSetup }}>{page}</SetupContext.Provider> : page, {
    fetch: mockFetch({}),
    route: '/dashboard',
  });
  return screen.getByRole('list', { name: 'What CineSync needs' });
}

/** Each entry of the list as "label: sentences". */
const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('Configuration Required', () => {
  it('names everything a fresh start is missing, beside the spec sentences', () => {
    const list = show({
      needsConfiguration: true,
      isPlaceholder: true,
      destinationDir: '',
      effectiveRootDir: '',
      missing: ['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'],
    });
    expect(entries(list)).toEqual([
      'Library folderDESTINATION_DIRNot set',
      'Source foldersSOURCE_DIRNot set',
      'TMDB keyTMDB_API_KEYNot set',
    ]);
    // The spec's words stay.
    expect(screen.getByText('Configuration Required')).toBeTruthy();
    expect(screen.getByText('Set DESTINATION_DIR to a valid existing directory')).toBeTruthy();
    expect(screen.getByText('Changes apply without restart')).toBeTruthy();
    expect(screen.getByText('Destination directory')).toBeTruthy();
    expect(screen.getByText('Currently Serving')).toBeTruthy();
  });

  it('says what the server found wrong with what is set: the library, the sources, the keys', () => {
    const list = show({
      needsConfiguration: true,
      isPlaceholder: false,
      destinationDir: '/etc/films',
      effectiveRootDir: '',
      problem: "DESTINATION_DIR can't be used: /etc/films is a system folder",
      sourceProblems: ['SOURCE_DIR /srv/library/in is not used: /srv/library/in is inside the library folder'],
      keyProblems: [
        { key: 'TMDB_API_KEY', message: UNREADABLE },
        { key: 'PLEX_TOKEN', message: UNREADABLE },
      ],
    });
    expect(entries(list)).toEqual([
      "Library folderDESTINATION_DIRDESTINATION_DIR can't be used: /etc/films is a system folder",
      'Source foldersSOURCE_DIRSOURCE_DIR /srv/library/in is not used: /srv/library/in is inside the library folder',
      `TMDB keyTMDB_API_KEY${UNREADABLE}`,
      `PLEX_TOKENPLEX_TOKEN${UNREADABLE}`,
    ]);
  });

  it('says a library folder that is set but gone does not exist, and ticks what is done', () => {
    const list = show({
      needsConfiguration: true,
      isPlaceholder: false,
      destinationDir: '/mnt/media/library',
      effectiveRootDir: '',
    });
    expect(entries(list)).toEqual([
      "Library folderDESTINATION_DIR/mnt/media/library does not exist or can't be read",
      'Source foldersSOURCE_DIR',
      'TMDB keyTMDB_API_KEY',
    ]);
    expect(within(list).getAllByTestId('CheckCircleRoundedIcon')).toHaveLength(2);
  });

  it('opens the setup, or goes to Settings', () => {
    const opened: (string | undefined)[] = [];
    show({ needsConfiguration: true, isPlaceholder: true, destinationDir: '', effectiveRootDir: '' }, (step) =>
      opened.push(step),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open setup' }));
    expect(opened).toEqual([undefined]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Settings' }));
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });

  it('offers Settings alone where there is no setup to open', () => {
    show({ needsConfiguration: true, isPlaceholder: true, destinationDir: '', effectiveRootDir: '' });
    expect(screen.queryByRole('button', { name: 'Open setup' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to Settings' })).toBeTruthy();
  });
});
