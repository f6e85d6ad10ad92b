import type { NamingTokensResponse } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { filterTokenGroups, tokenMatches } from './token-search';

const groups: NamingTokensResponse['groups'] = [
  {
    name: 'Movie',
    tokens: [
      { token: '{Movie Title}', group: 'Movie', description: 'The title as TMDb gives it', example: 'The Matrix' },
      { token: '{Release Year}', group: 'Movie', description: 'Year of release', example: '1999' },
    ],
  },
  {
    name: 'Quality',
    tokens: [{ token: '{Quality Full}', group: 'Quality', description: 'Quality with Proper', example: 'Remux-2160p' }],
  },
];

describe('token search', () => {
  it('matches the token or the description, case-insensitively', () => {
    expect(filterTokenGroups(groups, 'release year', 'standard').flatMap((g) => g.tokens.map((t) => t.token))).toEqual([
      '{Release Year}',
    ]);
    expect(filterTokenGroups(groups, 'TMDB GIVES', 'standard').flatMap((g) => g.tokens.map((t) => t.token))).toEqual([
      '{Movie Title}',
    ]);
  });

  it('matches the example for movie tags only', () => {
    const token = groups[0]!.tokens[0]!;
    expect(tokenMatches(token, 'matrix', 'movie')).toBe(true);
    expect(tokenMatches(token, 'matrix', 'standard')).toBe(false);
    expect(filterTokenGroups(groups, '2160', 'movie').map((g) => g.name)).toEqual(['Quality']);
    expect(filterTokenGroups(groups, '2160', 'anime')).toEqual([]);
  });

  it('keeps every group in order for a blank search, and drops groups left empty', () => {
    expect(filterTokenGroups(groups, '  ', 'movie')).toEqual(groups);
    expect(filterTokenGroups(groups, 'quality', 'movie').map((g) => g.name)).toEqual(['Quality']);
  });
});
