import type { FileOperationsResponse, FolderChoiceEligibility, ReviewCandidate } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { liveStream, structured, type LiveStream } from '../../../test/ndjson-stream-double';
import { renderApp } from '../../../test/render-app';
import { noCounts, operation, operationsServer } from './operations-test-server';
import { OperationsTab } from './OperationsTab';
import { UNDO_WINDOW_MS } from './review-picks';

/** The US and UK Office, as the server lists them: what tells them apart comes with them. */
const usOffice: ReviewCandidate = {
  tmdbId: 2316,
  mediaType: 'tv',
  title: 'The Office',
  year: 2005,
  posterPath: null,
  score: 0.93,
  releaseDate: '2005-03-24',
  originCountries: ['US'],
  networks: ['NBC'],
  overview: 'A mockumentary about the staff of a paper company branch in Scranton.',
};
const ukOffice: ReviewCandidate = {
  tmdbId: 2996,
  mediaType: 'tv',
  title: 'The Office',
  year: 2001,
  posterPath: null,
  score: 0.93,
  releaseDate: '2001-07-09',
  originCountries: ['GB'],
  networks: ['BBC Two'],
  overview: 'A documentary crew follows the staff of a Slough paper merchant.',
};

const EPISODE = '/src/The Office/The.Office.S01E01.mkv';
const OTHER = '/src/Dune.mkv';

const eligibility: FolderChoiceEligibility = {
  sourcePath: EPISODE,
  folder: '/src/The Office',
  folderLabel: 'The Office/',
  verdicts: [
    { tmdbId: 2316, mediaType: 'tv', eligible: true, reason: null },
    { tmdbId: 2996, mediaType: 'tv', eligible: true, reason: null },
  ],
};

/** The failed list; files a pick `linked` are left out, as the server would. */
function failedList(linked: ReadonlySet<string>): FileOperationsResponse {
  const operations = [
    operation({
      id: '1',
      fileName: 'The.Office.S01E01.mkv',
      filePath: EPISODE,
      reason: 'Two shows called The Office (2005 US, 2001 UK) fit equally',
      candidates: [usOffice, ukOffice],
      type: 'tv',
    }),
    operation({
      id: '2',
      fileName: 'Dune.mkv',
      filePath: OTHER,
      reason: 'Two films called Dune (2021, 1984) fit equally',
      candidates: [
        { tmdbId: 438631, mediaType: 'movie', title: 'Dune', year: 2021, posterPath: null, score: 0.9 },
        { tmdbId: 841, mediaType: 'movie', title: 'Dune', year: 1984, posterPath: null, score: 0.9 },
      ],
    }),
  ].filter((item) => !linked.has(item.filePath));
  return {
    operations,
    total: operations.length,
    statusCounts: { ...noCounts, failed: operations.length, created: linked.size },
  };
}

function reviewServer(stream: LiveStream) {
  const linked = new Set<string>();
  return operationsServer(() => failedList(linked), {
    'POST /api/python-bridge': () => {
      linked.add(EPISODE);
      return stream.response();
    },
    'POST /api/folder-choices/eligibility': () => json(eligibility),
    'POST /api/file-operations/undo-pick': () => {
      linked.delete(EPISODE);
      return json({
        success: true,
        sourcePath: EPISODE,
        status: 'failed',
        reason: 'Two shows called The Office (2005 US, 2001 UK) fit equally',
        folderChoiceForgotten: true,
      });
    },
  });
}

const cards = () => within(screen.getByRole('list', { name: 'File operations' })).getAllByRole('listitem');
const cardOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

/** Picks the US Office and lets the stream end linked, the live event having moved the entry. */
async function pickUsOffice(stream: LiveStream) {
  const card = (await screen.findByText('The.Office.S01E01.mkv')).closest('li') as HTMLElement;
  await within(card).findByRole('checkbox', { name: 'Apply to the other files of The Office/' });
  fireEvent.click(within(card).getByRole('button', { name: 'Pick The Office (2005)' }));
  await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
  act(() => FakeEventSource.latest().emit('file_operation_update', { id: '1', filePath: EPISODE, status: 'created' }));
  stream.send(
    structured('result', {
      sourcePath: EPISODE,
      status: 'linked',
      destinationPath: '/lib/Shows/The Office (2005)/Season 01/The Office - S01E01.mkv',
      mediaType: 'tv',
      tmdbId: 2316,
      reason: null,
    }),
    structured('folder_choice', {
      sourcePath: EPISODE,
      folder: '/src/The Office',
      folderLabel: 'The Office/',
      remembered: true,
      reason: null,
    }),
    { done: true },
  );
  stream.end();
  await screen.findByText('Linked to The Office (2005)');
}

describe('the review queue used fast', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows what tells namesakes apart: full first air date, country, network and a line of overview', async () => {
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: reviewServer(liveStream()).fetch,
      route: '/file-operations?tab=failed',
    });
    const card = (await screen.findByText('The.Office.S01E01.mkv')).closest('li') as HTMLElement;
    expect(
      within(card).getByText('Needs review: Two shows called The Office (2005 US, 2001 UK) fit equally'),
    ).toBeTruthy();
    expect(within(card).getByText('2005-03-24 · US · NBC · TV · 93% match')).toBeTruthy();
    expect(within(card).getByText('2001-07-09 · UK · BBC Two · TV · 93% match')).toBeTruthy();
    expect(within(card).getByText(/Slough paper merchant/)).toBeTruthy();
  });

  it('keeps a picked card where it was, so the next card’s Pick button does not move, until Undo times out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = liveStream();
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: reviewServer(stream).fetch,
      route: '/file-operations?tab=failed',
    });
    await screen.findByText('Dune.mkv');
    expect(cards().map((li) => within(li).queryByText(/\.mkv$/)?.textContent)).toEqual([
      'The.Office.S01E01.mkv',
      'Dune.mkv',
    ]);
    await pickUsOffice(stream);

    // The entry left the list (Failed 1), yet its card is still first and Dune's second.
    expect(screen.getByRole('tab', { name: 'Failed 1' })).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toBe(cardOf('The.Office.S01E01.mkv'));
    expect(within(cards()[1] as HTMLElement).getByRole('button', { name: 'Pick Dune (2021)' })).toBeTruthy();
    expect(
      within(cardOf('The.Office.S01E01.mkv')).getByText('Remembered for the other files of The Office/'),
    ).toBeTruthy();

    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 500));
    expect(screen.getByText('Linked to The Office (2005)')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByText('The.Office.S01E01.mkv')).toBeNull());
    expect(cards()).toHaveLength(1);
  });

  it('undoes a pick: the file goes back to review, the folder’s remembered choice with it', async () => {
    const stream = liveStream();
    const server = reviewServer(stream);
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    await pickUsOffice(stream);
    fireEvent.click(screen.getByRole('button', { name: 'Undo linking The.Office.S01E01.mkv to The Office (2005)' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/file-operations/undo-pick')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/file-operations/undo-pick')[0]?.body).toEqual({
      sourcePath: EPISODE,
      folder: '/src/The Office',
    });
    // Back to the titles to pick from, as the list (fetched again) has it.
    expect(await screen.findByRole('button', { name: 'Pick The Office (2001)' })).toBeTruthy();
    expect(screen.queryByText('Linked to The Office (2005)')).toBeNull();
  });

  it('offers Search TMDB on a failed file with nothing to pick, and opens the search at once', async () => {
    const stream = liveStream();
    const server = operationsServer(
      () => ({
        operations: [
          operation({
            id: '7',
            fileName: 'Xyzzy.mkv',
            filePath: '/src/Xyzzy.mkv',
            reason: 'TMDB found nothing called "Xyzzy"',
          }),
        ],
        total: 1,
        statusCounts: { ...noCounts, failed: 1 },
      }),
      { 'POST /api/python-bridge': () => stream.response() },
    );
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: server.fetch,
      route: '/file-operations?tab=failed',
    });
    const card = (await screen.findByText('Xyzzy.mkv')).closest('li') as HTMLElement;
    expect(within(card).getByText('No title found: TMDB found nothing called "Xyzzy"')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Search TMDB for Xyzzy.mkv' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/python-bridge')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/python-bridge')[0]?.body).toMatchObject({
      sourcePath: '/src/Xyzzy.mkv',
      selectedOption: '',
      autoSelect: false,
      manualSearch: true,
    });
    // No options dialog on the way: the search itself.
    expect(screen.queryByRole('dialog', { name: /Process Media File/ })).toBeNull();
    stream.send(
      structured('search_results', { query: 'Xyzzy', options: [], sourcePath: '/src/Xyzzy.mkv' }),
      structured('prompt', { kind: 'manual_search', message: 'Enter a search term', min: 0, max: 0 }),
    );
    expect(await screen.findByRole('textbox', { name: 'Search term' })).toBeTruthy();
    stream.end();
  });

  it('says counts in the right number', async () => {
    renderApp(<OperationsTab onManualImport={() => {}} />, {
      fetch: operationsServer(() => ({
        operations: [operation({ id: '3', status: 'skipped', fileName: 'Sample.mkv' })],
        total: 1,
        statusCounts: { ...noCounts, skipped: 1 },
      })).fetch,
      route: '/file-operations?tab=skipped',
    });
    expect(await screen.findByText('Showing 1 of 1 operation')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sample.mkv' }));
    fireEvent.click(await screen.findByRole('button', { name: /Delete Selected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Selected Files' });
    expect(within(dialog).getByText('Are you sure you want to delete 1 selected file?')).toBeTruthy();
  });
});
