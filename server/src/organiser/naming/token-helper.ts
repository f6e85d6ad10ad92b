// What the token helper of Settings → Renaming Structure shows: the token catalogue of a format type
// in the spec's group order, and the preview of a format. Both are the organiser's own naming code
// (format-template.ts, file-names.ts, safe-name.ts), so the preview is the name the organiser writes.

import { movieFormatOf } from './file-names.js';
import { findUnknownTokens, previewFormat, tokenGroupsFor, tokensFor, type TokenGroup } from './format-template.js';
import type { FormatType } from './naming-context.js';
import { safeName } from './safe-name.js';

interface HelperToken {
  token: string;
  group: TokenGroup;
  description: string;
  example: string;
}

interface HelperTokenGroup {
  name: TokenGroup;
  tokens: HelperToken[];
}

/**
 * The groups the helper of a format type lists, in the spec's order for TV or movies. A group with
 * no token for the type is left out: Air Date is daily's, Release anime's, and the season folder
 * format has only the Series, Series ID and Season groups.
 */
export function tokenGroupsOf(type: FormatType): HelperTokenGroup[] {
  const tokens = tokensFor(type);
  return tokenGroupsFor[type === 'movie' ? 'movie' : 'tv']
    .map((name) => ({
      name,
      tokens: tokens
        .filter((t) => t.group === name)
        .map(({ token, group, description, example }) => ({ token, group, description, example })),
    }))
    .filter((g) => g.tokens.length > 0);
}

interface FormatPreview {
  /** The name the organiser writes for the sample (without extension); `''` when the format renders nothing. */
  preview: string;
  valid: boolean;
  /** Each unknown token name once, in the order of the format. */
  unknownTokens: string[];
}

/**
 * The preview of a format with the sample of its type, as the organiser would write it: movie tags
 * without a title token follow `Title (Year)` (as the organiser names movies), and the result is
 * made safe for file systems as every name the organiser writes is. A blank format is invalid: the
 * organiser does not use it.
 */
export function formatPreview(format: string, type: FormatType): FormatPreview {
  const unknownTokens = [...new Set(findUnknownTokens(format))];
  if (format.trim() === '') return { preview: '', valid: false, unknownTokens };
  const rendered = previewFormat(type === 'movie' ? movieFormatOf(format) : format, type);
  const preview = rendered === '' ? '' : safeName(rendered);
  return { preview, valid: preview !== '', unknownTokens };
}
