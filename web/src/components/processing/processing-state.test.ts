import { describe, expect, it } from 'vitest';
import { posterPathOf, selectedIdsOf, idProblem, bulkProblem, EMPTY_IDS } from './processing-options';
import { initialProcessingState, isSuccessful, processingReducer, type ProcessingState } from './processing-state';

const structured = (type: string, data: unknown) => ({
  type: 'line' as const,
  line: { ok: true as const, value: { structuredData: { type, timestamp: 1, data } } },
});
const option = (number: number) => ({
  number,
  title: `Title ${number}`,
  year: 2000 + number,
  mediaType: 'movie' as const,
  tmdbId: 100 + number,
  posterUrl: `http://img.test/t/p/w342/p${number}.jpg`,
});

function play(...actions: Parameters<typeof processingReducer>[1][]): ProcessingState {
  return actions.reduce(processingReducer, initialProcessingState);
}

describe('processingReducer', () => {
  it('follows a run: session, matches, a choice, the result and done', () => {
    let state = play(
      structured('session', { sessionId: 's1' }),
      structured('progress', { step: 'Processing', current: 0, total: 1, percent: 0 }),
      structured('search_results', { query: 'x', options: [option(1), option(2)] }),
      structured('prompt', { kind: 'choice', message: 'Enter your choice', min: 0, max: 2 }),
    );
    expect(state.sessionId).toBe('s1');
    expect(state.step).toBe('matches');
    expect(state.matchCount).toBe(2);
    expect(state.prompt?.kind).toBe('choice');
    state = processingReducer(state, { type: 'input-sent', input: '2' });
    expect(state.options).toEqual([]);
    expect(state.prompt).toBeNull();
    state = [
      structured('result', {
        sourcePath: '/s/a.mkv',
        status: 'linked',
        destinationPath: '/l/a.mkv',
        mediaType: 'movie',
        tmdbId: 102,
        reason: null,
      }),
      { type: 'line' as const, line: { ok: true as const, value: { output: 'Linked' } } },
      { type: 'line' as const, line: { ok: true as const, value: { done: true } } },
    ].reduce(processingReducer, state);
    expect(state.step).toBe('complete');
    expect(isSuccessful(state)).toBe(true);
    expect(state.log.map((l) => l.text)).toEqual(['> 2', 'Linked']);
  });

  it('ends a run whose file was left for review as review, never complete', () => {
    const done = { type: 'line' as const, line: { ok: true as const, value: { done: true } } };
    const ended = (status: string, reason: string | null) =>
      play(
        structured('result', {
          sourcePath: '/s/The.Office.S01E01.mkv',
          status,
          destinationPath: null,
          mediaType: 'tv',
          tmdbId: null,
          reason,
        }),
        done,
      );
    const review = ended('review', 'Two shows called The Office fit equally');
    expect(review.step).toBe('review');
    expect(isSuccessful(review)).toBe(false);
    expect(review.percent).not.toBe(100);
    // A file still waiting for TMDB is not done either: its reason is what went wrong.
    const waiting = ended('pending', 'TMDB refused the key (TMDB_API_KEY is missing or invalid)');
    expect(waiting.step).toBe('failed');
    expect(waiting.error).toBe('TMDB refused the key (TMDB_API_KEY is missing or invalid)');
  });

  it('asks for a search term when nothing matched, then season and episode', () => {
    let state = play(
      structured('search_results', { query: 'x', options: [] }),
      structured('prompt', { kind: 'manual_search', message: 'Enter a search term', min: 0, max: 0 }),
    );
    expect(state.step).toBe('manual');
    state = play(
      structured('season_selection', { tmdbId: 1, seasons: [{ seasonNumber: 1, name: 'Season 1', episodeCount: 7 }] }),
      structured('prompt', { kind: 'season', message: 'Season?', min: 1, max: 1 }),
    );
    expect(state.seasons).toHaveLength(1);
    state = processingReducer(state, { type: 'input-sent', input: '1' });
    state = [
      structured('episode_selection', {
        tmdbId: 1,
        seasonNumber: 1,
        episodes: [{ episodeNumber: 3, name: 'Three', airDate: null }],
      }),
    ].reduce(processingReducer, state);
    expect(state.episodes?.list[0]?.episodeNumber).toBe(3);
  });

  it('fails on an error line and logs unparsable lines', () => {
    const state = play(
      { type: 'line', line: { ok: false, raw: 'garbage' } },
      { type: 'line', line: { ok: true, value: { error: 'boom', done: true } } },
    );
    expect(state.step).toBe('failed');
    expect(state.log).toEqual([
      { text: 'garbage', error: false },
      { text: 'boom', error: true },
    ]);
    expect(isSuccessful(state)).toBe(false);
  });
});

describe('processing options', () => {
  it('validates and collects IDs', () => {
    expect(idProblem('imdb', 'tt12')).not.toBeNull();
    expect(idProblem('season-episode', 's01e02')).toBeNull();
    expect(selectedIdsOf({ ...EMPTY_IDS, tmdb: ' 603 ', 'season-episode': 's01e02', imdb: 'bad' })).toEqual({
      tmdb: '603',
      'season-episode': 'S01E02',
    });
  });

  it('applies the bulk rule and reads poster paths from the tool URLs', () => {
    expect(bulkProblem('skip', {})).toMatch(/requires individual file processing/);
    expect(bulkProblem('skip', { tmdb: '1' })).toBeNull();
    expect(bulkProblem('auto-select', {})).toBeNull();
    expect(posterPathOf('http://x/t/p/w342/abc.jpg')).toBe('/abc.jpg');
    expect(posterPathOf(null)).toBeNull();
  });
});
