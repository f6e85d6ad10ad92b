import type { ShowCompleteness } from '@cinesync/common';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/mock-fetch';
import { item, page, renderLibrary } from './library-test-world';

const completeness = (summary: string, complete: boolean): ShowCompleteness => ({
  seasons: [],
  specials: null,
  have: 0,
  aired: 0,
  missing: complete ? 0 : 8,
  upcoming: 0,
  complete,
  ignored: false,
  summary,
  refreshedAt: null,
});

const severance = item('Severance (2022)', {
  path: 'Shows/Severance (2022)',
  tmdbId: 95396,
  mediaType: 'tv',
  title: 'Severance',
  completeness: completeness('S1–S4 complete · S5 8/16', false),
});
const andor = item('Andor (2022)', {
  path: 'Shows/Andor (2022)',
  tmdbId: 83867,
  mediaType: 'tv',
  title: 'Andor',
  completeness: completeness('Complete', true),
});
// A show whose seasons the server has not read: nothing is said rather than a guess.
const unread = item('Pluribus (2025)', {
  path: 'Shows/Pluribus (2025)',
  tmdbId: 1,
  mediaType: 'tv',
  title: 'Pluribus',
});

describe('how complete a show is, on its card and its row', () => {
  afterEach(cleanup);

  it("says the server's summary under each show's card and in its list row", async () => {
    renderLibrary('/files/Shows', {
      '/api/files/Shows': json(page([severance, andor, unread], { path: 'Shows' })),
    });
    const cards = await screen.findAllByTestId('poster-card', {}, { timeout: 5000 });
    const lineOf = (card: HTMLElement) => within(card).queryByTestId('completeness')?.textContent ?? null;
    expect(cards.map(lineOf)).toEqual(['S1–S4 complete · S5 8/16', 'Complete', null]);

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map(lineOf)).toEqual(['S1–S4 complete · S5 8/16', 'Complete', null]);
  });
});
