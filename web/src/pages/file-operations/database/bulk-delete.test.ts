import type { DatabaseRecord } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { deleteFailureMessages, splitForDelete, type DeletePart } from './bulk-delete';

const record = (file_path: string, destination_path: string | null): DatabaseRecord => ({
  file_path,
  destination_path,
  tmdb_id: null,
  season_number: null,
  reason: null,
  file_size: null,
});

const part = (fields: Partial<DeletePart> & Pick<DeletePart, 'kind'>): DeletePart => ({
  attempted: 2,
  deleted: 2,
  errors: [],
  refused: null,
  ...fields,
});

describe('bulk delete split', () => {
  it('sends linked records by destination and the rest by source path', () => {
    expect(splitForDelete([record('/s/a', '/d/a'), record('/s/b', null), record('/s/c', '')])).toEqual({
      destinationPaths: ['/d/a'],
      sourcePaths: ['/s/b', '/s/c'],
    });
  });
});

describe('bulk delete failure texts', () => {
  it('says nothing when everything went', () => {
    expect(deleteFailureMessages([part({ kind: 'files' }), part({ kind: 'records' })])).toEqual([]);
  });

  it('counts the errors when nothing at all was deleted', () => {
    expect(
      deleteFailureMessages([
        part({ kind: 'files', deleted: 0, errors: ['File or directory not found', 'busy'] }),
        part({ kind: 'records', deleted: 0, errors: ['gone'] }),
      ]),
    ).toEqual(['Failed to delete any files. 3 errors occurred.']);
  });

  it('names each call that partly failed, files with the server error', () => {
    expect(
      deleteFailureMessages([
        part({ kind: 'files', deleted: 1, errors: ['File or directory not found'] }),
        part({ kind: 'records', deleted: 0, errors: ['x', 'y'] }),
      ]),
    ).toEqual(['Failed to delete 1 file: File or directory not found', 'Failed to delete 2 database records']);
  });

  it('reports a call refused as a whole by how many it carried', () => {
    expect(
      deleteFailureMessages([
        part({ kind: 'files', deleted: 0, refused: 'Path is outside the library' }),
        part({ kind: 'records', deleted: 0, refused: 'boom' }),
      ]),
    ).toEqual(['Failed to delete 2 files: Path is outside the library', 'Failed to delete 2 database records']);
    expect(deleteFailureMessages([part({ kind: 'files', deleted: 0, refused: '' })])).toEqual([
      'Failed to delete files',
    ]);
  });
});
