import { describe, expect, it } from 'vitest';
import { isGroupTagName, type ReleaseFolderName } from './group-tag-name.js';

const darkKnight: ReleaseFolderName = { titles: ['The Dark Knight'], year: 2008, releaseGroup: 'PFA' };
const name = (title: string, year: number | null = null, releaseGroup: string | null = null) => ({
  title,
  year,
  releaseGroup,
});

describe('a file name made of a group tag and noise', () => {
  it("takes the folder's group with initials, a short form, the title run together or noise", () => {
    for (const title of ['pfa-tdk', 'pfa-dk', 'pfa-thedarkknight', 'pfa-dark', 'pfa-xq7', 'pfa-33x2160', 'pfa-tdkr']) {
      expect(isGroupTagName(name(title), darkKnight), title).toBe(true);
    }
    // The group may come last, as a release group is written.
    expect(isGroupTagName(name('tdk', null, 'PFA'), darkKnight)).toBe(true);
  });

  it('needs the group or the title as a witness: noise and an unknown leading tag alone say nothing', () => {
    expect(isGroupTagName(name('abc'), darkKnight)).toBe(false);
    expect(isGroupTagName(name('sparks-xq7'), darkKnight)).toBe(false);
    expect(isGroupTagName(name('sparks-tdk'), darkKnight)).toBe(true);
    // Short words beside the title's are a title of their own (`We Are the Dark`) unless the group vouches.
    expect(isGroupTagName(name('we are the dark'), darkKnight)).toBe(false);
    expect(isGroupTagName(name('pfa-we-dark'), darkKnight)).toBe(true);
  });

  it('keeps a name with a word of its own or another year', () => {
    expect(isGroupTagName(name('pfa-down'), darkKnight)).toBe(false);
    expect(isGroupTagName(name('pfa-batman'), darkKnight)).toBe(false);
    // Digits do not hide a word: `worldmoviez2` is letters a title is made of.
    expect(isGroupTagName(name('pfa-worldmoviez2'), darkKnight)).toBe(false);
    expect(isGroupTagName(name('pfa-tdk', 2012), darkKnight)).toBe(false);
    expect(isGroupTagName(name('pfa-tdk', 2008), darkKnight)).toBe(true);
  });

  it('takes a five-letter abbreviation only when the episode agrees with the pack', () => {
    const pack: ReleaseFolderName = { titles: ['The Office US'], year: null, releaseGroup: 'NTb' };
    expect(isGroupTagName(name('ntb-tgot'), pack)).toBe(false);
    expect(isGroupTagName(name('ntb-tgot'), pack, { episodeAgrees: true })).toBe(true);
    expect(isGroupTagName(name('ntb-nothing'), pack, { episodeAgrees: true })).toBe(false);
  });
});
