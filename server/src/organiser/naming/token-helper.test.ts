import { describe, expect, it } from 'vitest';
import { movieFormatOf } from './file-names.js';
import { previewFormat, tokensFor } from './format-template.js';
import { formatPreview, tokenGroupsOf } from './token-helper.js';

describe('tokenGroupsOf', () => {
  it('puts every token of the type in its group, in the spec order, without empty groups', () => {
    expect(tokenGroupsOf('daily').map((g) => g.name)).toEqual([
      'Series',
      'Series ID',
      'Season',
      'Episode',
      'Air Date',
      'Quality',
      'MediaInfo',
      'Custom',
    ]);
    for (const type of ['standard', 'daily', 'anime', 'season', 'movie'] as const) {
      const groups = tokenGroupsOf(type);
      expect(groups.flatMap((g) => g.tokens).map((t) => t.token)).toEqual(
        expect.arrayContaining(tokensFor(type).map((t) => t.token)),
      );
      expect(groups.flatMap((g) => g.tokens)).toHaveLength(tokensFor(type).length);
      for (const g of groups) for (const t of g.tokens) expect(t.group).toBe(g.name);
      // The catalogue entry's list of format types stays on the server.
      for (const g of groups)
        for (const t of g.tokens) expect(Object.keys(t).sort()).toEqual(['description', 'example', 'group', 'token']);
    }
  });
});

describe('formatPreview', () => {
  it('is previewFormat for a format with nothing to make safe', () => {
    const format = '{Series TitleYear} - S{season:00}E{episode:00} - {Episode Title} {[Quality Full]}{-Release Group}';
    expect(formatPreview(format, 'standard')).toEqual({
      preview: previewFormat(format, 'standard'),
      valid: true,
      unknownTokens: [],
    });
    expect(formatPreview('Season{season}', 'season').preview).toBe('Season 1');
  });

  it('puts movie tags after Title (Year) as the organiser does, and leaves a titled movie format alone', () => {
    expect(formatPreview('{Quality Full}', 'movie').preview).toBe(
      previewFormat(movieFormatOf('{Quality Full}'), 'movie'),
    );
    expect(formatPreview('{Quality Full}', 'movie').preview.startsWith('The Matrix (1999) ')).toBe(true);
    expect(formatPreview('{Movie CleanTitle} {Quality Full}', 'movie').preview).toBe(
      previewFormat('{Movie CleanTitle} {Quality Full}', 'movie'),
    );
  });

  it('makes the name safe for file systems', () => {
    expect(formatPreview('{Series Title}: {Episode Title}?', 'standard').preview).toBe('Breaking Bad - Pilot');
  });

  it('is invalid for a blank format or one that renders nothing', () => {
    for (const format of ['', ' ', '{Custom Formats}', '{Nope}']) {
      expect(formatPreview(format, 'anime').valid, format).toBe(false);
      expect(formatPreview(format, 'anime').preview).toBe('');
    }
    // A blank movie format is not "Title (Year)" alone: the organiser does not use it.
    expect(formatPreview('  ', 'movie')).toEqual({ preview: '', valid: false, unknownTokens: [] });
  });

  it('names each unknown token once', () => {
    expect(formatPreview('{Series Title} {Nope} {Nope} {Other}', 'standard').unknownTokens).toEqual(['Nope', 'Other']);
  });
});
