import { describe, expect, it } from 'vitest';
import { readableReason } from './readable-reason.js';

describe('stored reasons of older versions', () => {
  it('read as today’s sentences, without TMDB ids or raw scores', () => {
    expect(
      readableReason(
        '"The Office" (2005, show 2316) and "The Office" (2001, show 2996) fit the name almost equally ' +
          '(0.93 and 0.93); a year or a choice is needed',
      ),
    ).toBe('Two shows called The Office (2005, 2001) fit equally');
    expect(
      readableReason(
        '"Dune" (2021, movie 438631) and "Dune: Part Two" (2024, movie 693134) fit the name almost equally ' +
          '(0.88 and 0.85); a year or a choice is needed',
      ),
    ).toBe('Dune (2021) and Dune: Part Two (2024) fit equally');
    expect(
      readableReason(
        'No confident match for "Dune Part Three": the best, "Dune" (2021, movie 438631), scores 0.62 (needs 0.75)',
      ),
    ).toBe('No title fits "Dune Part Three" closely enough; the closest is Dune (2021), a 62% match');
    expect(readableReason('TMDB found nothing for "Xyzzy"')).toBe('TMDB found nothing called "Xyzzy"');
    expect(readableReason('The title chosen for /src/Dune Films (movie 438631) is gone from TMDB')).toBe(
      'The title chosen for Dune Films/ is no longer on TMDB',
    );
  });

  it('leaves other reasons as they were written, titles named the old way aside', () => {
    expect(readableReason('Sample file')).toBe('Sample file');
    expect(readableReason(null)).toBeNull();
    expect(readableReason('not the choice kept for Downloads/: it names "Dune" (2021, movie 438631)')).toBe(
      'not the choice kept for Downloads/: it names Dune (2021)',
    );
  });
});
