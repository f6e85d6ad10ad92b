import type { FolderChoiceEligibility } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { liveStream, structured, type LiveStream } from '../../../test/ndjson-stream-double';
import { renderApp } from '../../../test/render-app';
import { noCounts, operation, operationsServer } from './operations-test-server';
import { OperationsTab } from './OperationsTab';

const dune = {
  tmdbId: 438631,
  mediaType: 'movie' as const,
  title: 'Dune',
  year: 2021,
  posterPath: '/dune.jpg',
  score: 0.874,
};
const duneShow = {
  tmdbId: 90228,
  mediaType: 'tv' as const,
  title: 'Dune: Prophecy',
  year: 2024,
  posterPath: null,
  score: 0.41,
};

/** The server's word on remembering a pick for `/src/Dune Films/Dune.mkv`: Dune's folder, not Prophecy's. */
const duneFolder: FolderChoiceEligibility = {
  sourcePath: '/src/Dune Films/Dune.mkv',
  folder: '/src/Dune Films',
  folderLabel: 'Dune Films/',
  verdicts: [
    { tmdbId: 438631, mediaType: 'movie', eligible: true, reason: null },
    {
      tmdbId: 90228,
      mediaType: 'tv',
      eligible: false,
      reason: 'neither Dune Films/ nor its files are named for Dune: Prophecy (2024)',
    },
  ],
};

function reviewServer(stream: LiveStream, eligibility: FolderChoiceEligibility = duneFolder) {
  return operationsServer(
    () => ({
      operations: [
        operation({
          id: '9',
          fileName: 'Dune.mkv',
          filePath: '/src/Dune Films/Dune.mkv',
          status: 'failed',
          reason: 'Two titles fit the name equally well',
          candidates: [dune, duneShow],
        }),
      ],
      total: 1,
      statusCounts: { ...noCounts, failed: 1, created: 4 },
    }),
    {
      'POST /api/python-bridge': () => stream.response(),
      'POST /api/folder-choices/eligibility': () => json(eligibility),
    },
  );
}

describe('review queue', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => cleanup());

  it('shows the reason and the weighed titles with year and score', async () => {
    const server = reviewServer(liveStream());
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    const card = (await screen.findByText('Dune.mkv')).closest('li') as HTMLElement;
    expect(within(card).getByText(/Two titles fit the name equally well/)).toBeTruthy();
    expect(within(card).getByText('2021 · Movie · 87% match')).toBeTruthy();
    expect(within(card).getByText('2024 · TV · 41% match')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Dune (2021)' }).getAttribute('src')).toContain('poster=%2Fdune.jpg');
  });

  it('a pick sends the chosen title to the organiser, shows progress, and the card stays while the entry moves to Created live', async () => {
    const stream = liveStream();
    const server = reviewServer(stream);
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    await screen.findByRole('checkbox', { name: 'Apply to the other files of Dune Films/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Dune (2021)' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/python-bridge')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/python-bridge')[0]?.body).toEqual({
      sourcePath: '/src/Dune Films/Dune.mkv',
      disableMonitor: true,
      selectedOption: 'force-movie',
      selectedIds: { tmdb: '438631' },
      autoSelect: true,
      rememberChoice: true,
    });
    expect(await screen.findByRole('progressbar', { name: 'Processing Dune (2021)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick Dune: Prophecy (2024)' }).hasAttribute('disabled')).toBe(true);

    stream.send(structured('progress', { step: 'linking', current: 3, total: 5, percent: 60 }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Processing Dune (2021)' }).getAttribute('aria-valuenow')).toBe(
        '60',
      ),
    );
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    act(() =>
      FakeEventSource.latest().emit('file_operation_update', {
        id: '9',
        filePath: '/src/Dune Films/Dune.mkv',
        status: 'created',
        tmdbId: '438631',
      }),
    );
    // The badges move at once; the card holds its place until its Undo window ends.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Created 5' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Failed 0' })).toBeTruthy();
    expect(screen.getByText('Dune.mkv')).toBeTruthy();
    stream.send({ done: true });
    stream.end();
    expect(await screen.findByText('Linked to Dune (2021)')).toBeTruthy();
  });

  it('a TV candidate is forced as a show, and a stream that ends with an error shows it', async () => {
    const stream = liveStream();
    const server = reviewServer(stream);
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Dune: Prophecy (2024)' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/python-bridge')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/python-bridge')[0]?.body).toMatchObject({
      selectedOption: 'force-show',
      selectedIds: { tmdb: '90228' },
    });
    stream.send({ error: 'No episode number in the name' }, { done: true });
    stream.end();
    expect(
      await screen.findByText('Could not link as Dune: Prophecy (2024): No episode number in the name'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick Dune (2021)' }).hasAttribute('disabled')).toBe(false);
  });

  it('says before a pick which folder it is remembered for, and which title can’t be', async () => {
    const server = reviewServer(liveStream());
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    const card = (await screen.findByText('Dune.mkv')).closest('li') as HTMLElement;
    const box = await within(card).findByRole('checkbox', { name: 'Apply to the other files of Dune Films/' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(server.callsTo('POST', '/api/folder-choices/eligibility')[0]?.body).toEqual({
      sourcePath: '/src/Dune Films/Dune.mkv',
      titles: [
        { tmdbId: 438631, mediaType: 'movie' },
        { tmdbId: 90228, mediaType: 'tv' },
      ],
    });
    expect(
      within(card).getByText(
        'This file only if you pick Dune: Prophecy (2024): neither Dune Films/ nor its files are named for Dune: Prophecy (2024)',
      ),
    ).toBeTruthy();

    // The show the folder can't keep is picked for this file only.
    fireEvent.click(within(card).getByRole('button', { name: 'Pick Dune: Prophecy (2024)' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/python-bridge')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/python-bridge')[0]?.body).toMatchObject({ rememberChoice: false });
  });

  it('disables remembering in a downloads folder, says why, and says so again after the pick', async () => {
    const reason = 'neither Downloads/ nor its files are named for Dune (2021)';
    const stream = liveStream();
    const server = reviewServer(stream, {
      sourcePath: '/src/Dune Films/Dune.mkv',
      folder: '/src/Downloads',
      folderLabel: 'Downloads/',
      verdicts: [
        { tmdbId: 438631, mediaType: 'movie', eligible: false, reason },
        { tmdbId: 90228, mediaType: 'tv', eligible: false, reason },
      ],
    });
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    const card = (await screen.findByText('Dune.mkv')).closest('li') as HTMLElement;
    const box = await within(card).findByRole('checkbox', { name: 'Apply to the other files of Downloads/' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(true));
    expect(within(card).getByRole('note').textContent).toBe(`Not possible: ${reason}`);

    fireEvent.click(within(card).getByRole('button', { name: 'Pick Dune (2021)' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/python-bridge')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/python-bridge')[0]?.body).toMatchObject({ rememberChoice: false });
    stream.send(
      structured('folder_choice', {
        sourcePath: '/src/Dune Films/Dune.mkv',
        folder: '/src/Downloads',
        folderLabel: 'Downloads/',
        remembered: false,
        reason,
      }),
      { done: true },
    );
    stream.end();
    expect(await within(card).findByText(`Not remembered for Downloads/ (this file only): ${reason}`)).toBeTruthy();
  });
});
