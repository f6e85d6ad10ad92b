import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the token', () => {
    expect(insertAtCursor('{Series Title} - ', '{season:00}', { start: 17, end: 17 })).toEqual({
      value: '{Series Title} - {season:00}',
      caret: 28,
    });
    expect(insertAtCursor('S E', '{season:00}', { start: 1, end: 1 })).toEqual({ value: 'S{season:00} E', caret: 12 });
  });

  it('replaces the selected text', () => {
    expect(insertAtCursor('{Series Title} - old', '{Episode Title}', { start: 17, end: 20 })).toEqual({
      value: '{Series Title} - {Episode Title}',
      caret: 32,
    });
  });

  it('clamps a selection outside the value', () => {
    expect(insertAtCursor('ab', 'X', { start: 10, end: 12 })).toEqual({ value: 'abX', caret: 3 });
    expect(insertAtCursor('ab', 'X', { start: -3, end: 0 })).toEqual({ value: 'Xab', caret: 1 });
  });
});
