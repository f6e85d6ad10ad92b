import { describe, expect, expectTypeOf, it } from 'vitest';
import { columns, type Columns, type RowOf, type TupleOf, type ValuesOf } from './columns.js';
import type { FileDetailsTable, SourceFilesTable } from './schema.js';

// The type assertions here are checked by `tsc -p tsconfig.json` (vitest runs tests untyped).
describe('columns', () => {
  const details = columns<FileDetailsTable>()('path', 'size', 'updated_at');

  it('spells the select list, the qualified list and the named parameters in the given order', () => {
    expect(details.list).toBe('path, size, updated_at');
    expect(details.qualified('d')).toBe('d.path, d.size, d.updated_at');
    expect(details.params).toBe('@path, @size, @updated_at');
  });

  it('types the row, the raw tuple and the parameters from the schema', () => {
    expectTypeOf<RowOf<typeof details>>().toEqualTypeOf<{ path: string; size: string | null; updated_at: number }>();
    expectTypeOf<TupleOf<typeof details>>().toEqualTypeOf<[string, string | null, number]>();
    expectTypeOf<ValuesOf<typeof details>>().toEqualTypeOf<{
      path: string;
      size: string | null;
      updated_at: number;
    }>();
    // A generated id is a number once read.
    const ids = columns<SourceFilesTable>()('id');
    expectTypeOf(ids).toEqualTypeOf<Columns<SourceFilesTable, readonly ['id']>>();
    expectTypeOf<RowOf<typeof ids>>().toEqualTypeOf<{ id: number }>();
  });

  it('refuses a column the schema does not declare', () => {
    // @ts-expect-error -- `mtime` is no column of file_details (it is `modified`).
    const misspelled = columns<FileDetailsTable>()('path', 'mtime');
    expect(misspelled.list).toBe('path, mtime');
  });
});
