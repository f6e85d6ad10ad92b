import { describe, expect, it } from 'vitest';
import { itemCountText, letterFilterLabel, noMatchText } from './listing-texts';

describe('listing texts', () => {
  it('counts items with the right plural and thousands separators', () => {
    expect(itemCountText(0)).toBe('0 items');
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(2)).toBe('2 items');
    expect(itemCountText(1234)).toBe('1,234 items');
  });

  it('names the letter filter, with # as numbers and symbols', () => {
    expect(letterFilterLabel('m')).toBe('Starts with M');
    expect(letterFilterLabel('#')).toBe('Starts with a number or symbol');
  });

  it('says which search or letter found nothing', () => {
    expect(noMatchText('xyz', '')).toBe('No items match "xyz"');
    expect(noMatchText('', 'Q')).toBe('No items starting with "Q"');
    expect(noMatchText('', '#')).toBe('No items starting with a number or symbol');
    expect(noMatchText('xyz', 'Q')).toBe('No items match "xyz" starting with "Q"');
  });
});
