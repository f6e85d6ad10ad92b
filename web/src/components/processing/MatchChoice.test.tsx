import type { FolderChoiceEligibility } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import { liveStream, structured, type LiveStream } from '../../test/ndjson-stream-double';
import { renderApp } from '../../test/render-app';
import { ProcessingFlow } from './ProcessingFlow';

const FILE = '/src/Fight Club (1999)/fc.mkv';

const option = (number: number, title: string, year: number, tmdbId: number) => ({
  number,
  title,
  year,
  mediaType: 'movie',
  tmdbId,
  posterUrl: null,
});

function renderDialog(stream: LiveStream, eligibility: FolderChoiceEligibility) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    'POST /api/python-bridge': () => stream.response(),
    'POST /api/python-bridge/input': json({ success: true }),
    'POST /api/folder-choices/eligibility': json(eligibility),
  });
  renderApp(<ProcessingFlow items={[{ name: 'fc.mkv', sourcePath: FILE }]} onClose={vi.fn()} onProcessed={vi.fn()} />, {
    fetch,
  });
  const bodies = (path: string) =>
    fetch.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { inputs: () => bodies('/api/python-bridge/input'), asked: () => bodies('/api/folder-choices/eligibility') };
}

/** The dialog's force run, up to the tool asking which of Fight Club and Se7en the file is. */
async function askForMatch(stream: LiveStream) {
  fireEvent.click(await screen.findByRole('radio', { name: /Force Recreate Symlinks/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Process File' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  stream.send(
    structured('session', { sessionId: 's1' }),
    structured('search_results', {
      query: 'fc',
      sourcePath: FILE,
      options: [option(1, 'Fight Club', 1999, 550), option(2, 'Se7en', 1995, 807)],
    }),
    structured('prompt', { kind: 'choice', message: 'Enter your choice', min: 0, max: 2 }),
  );
  return screen.findByRole('dialog', { name: 'Select Media Match' });
}

const folderChoice = (remembered: boolean, reason: string | null, folderLabel: string) =>
  structured('folder_choice', { sourcePath: FILE, folder: `/src/${folderLabel}`, folderLabel, remembered, reason });

describe('the processing dialog’s remembered choice', () => {
  afterEach(() => cleanup());

  it('names the folder a pick would be remembered for, and sends the pick as remembered', async () => {
    const stream = liveStream();
    const { inputs, asked } = renderDialog(stream, {
      sourcePath: FILE,
      folder: '/src/Fight Club (1999)',
      folderLabel: 'Fight Club (1999)/',
      verdicts: [
        { tmdbId: 550, mediaType: 'movie', eligible: true, reason: null },
        {
          tmdbId: 807,
          mediaType: 'movie',
          eligible: false,
          reason: 'neither Fight Club (1999)/ nor its files are named for Se7en (1995)',
        },
      ],
    });
    const dialog = await askForMatch(stream);
    const box = await within(dialog).findByRole('checkbox', { name: 'Apply to the other files of Fight Club (1999)/' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(asked()).toEqual([
      {
        sourcePath: FILE,
        titles: [
          { tmdbId: 550, mediaType: 'movie' },
          { tmdbId: 807, mediaType: 'movie' },
        ],
      },
    ]);
    expect(
      within(dialog).getByText(
        'This file only if you pick Se7en (1995): neither Fight Club (1999)/ nor its files are named for Se7en (1995)',
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '1. Fight Club (1999)' }));
    await waitFor(() => expect(inputs()).toEqual([{ input: '1\n', sessionId: 's1', rememberChoice: true }]));
    stream.send(folderChoice(true, null, 'Fight Club (1999)/'));
    expect(await screen.findByText('Remembered for the other files of Fight Club (1999)/')).toBeTruthy();
    stream.end();
  });

  it('sends the pick as this file’s only once the box is unticked', async () => {
    const stream = liveStream();
    const { inputs } = renderDialog(stream, {
      sourcePath: FILE,
      folder: '/src/Fight Club (1999)',
      folderLabel: 'Fight Club (1999)/',
      verdicts: [
        { tmdbId: 550, mediaType: 'movie', eligible: true, reason: null },
        { tmdbId: 807, mediaType: 'movie', eligible: true, reason: null },
      ],
    });
    const dialog = await askForMatch(stream);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Apply to the other files of/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '1. Fight Club (1999)' }));
    await waitFor(() => expect(inputs()).toEqual([{ input: '1\n', sessionId: 's1', rememberChoice: false }]));
    stream.end();
  });

  it('disables the box with the server’s reason when the folder is not the title’s', async () => {
    const stream = liveStream();
    const reason = 'Downloads/ holds files of several titles (“movie”, “Gladiator”)';
    const { inputs } = renderDialog(stream, {
      sourcePath: FILE,
      folder: '/src/Downloads',
      folderLabel: 'Downloads/',
      verdicts: [
        { tmdbId: 550, mediaType: 'movie', eligible: false, reason },
        { tmdbId: 807, mediaType: 'movie', eligible: false, reason },
      ],
    });
    const dialog = await askForMatch(stream);
    const box = await within(dialog).findByRole('checkbox', { name: 'Apply to the other files of Downloads/' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(true));
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByRole('note').textContent).toBe(`Not possible: ${reason}`);

    fireEvent.click(within(dialog).getByRole('button', { name: '1. Fight Club (1999)' }));
    await waitFor(() => expect(inputs()).toEqual([{ input: '1\n', sessionId: 's1', rememberChoice: false }]));
    stream.send(folderChoice(false, reason, 'Downloads/'));
    expect(await screen.findByText(`Not remembered for Downloads/ (this file only): ${reason}`)).toBeTruthy();
    stream.end();
  });
});
