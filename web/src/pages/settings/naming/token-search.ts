import type { NamingToken, NamingTokensResponse } from '@cinesync/common';
import type { NamingFormatKind } from './naming-format-keys';

type Groups = NamingTokensResponse['groups'];

/**
 * Does a token match the search? The token and its description always count; the example only for
 * movie tags (spec §2: "and for movies also the example"). Case-insensitive, a blank search matches all.
 */
export function tokenMatches(token: NamingToken, query: string, kind: NamingFormatKind): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const fields = kind === 'movie' ? [token.token, token.description, token.example] : [token.token, token.description];
  return fields.some((f) => f.toLowerCase().includes(q));
}

/** The groups with only their matching tokens, in the same order; groups left empty are dropped. */
export function filterTokenGroups(groups: Groups, query: string, kind: NamingFormatKind): Groups {
  return groups
    .map((g) => ({ ...g, tokens: g.tokens.filter((t) => tokenMatches(t, query, kind)) }))
    .filter((g) => g.tokens.length > 0);
}
