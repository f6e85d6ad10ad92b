import { describe, expect, it } from 'vitest';
import { deleteConsequence } from './delete-consequence';

describe('deleteConsequence', () => {
  it('says a link goes and its source stays, and a real file moves to the trash', () => {
    expect(deleteConsequence({ links: 1, files: 0 })).toBe(
      'This removes the link; the source file stays where it is. It can be restored.',
    );
    expect(deleteConsequence({ links: 24, files: 0 })).toBe(
      'This removes 24 links; the source files stay where they are. They can be restored.',
    );
    expect(deleteConsequence({ links: 0, files: 1 })).toBe(
      'This moves the file to the trash, where it can be restored.',
    );
    expect(deleteConsequence({ links: 0, files: 0 })).toBeNull();
  });
});
