import type { Insertable, Selectable } from 'kysely';

// Type-only keys: they carry what a column list selects and binds, and never hold a value.
declare const rowKey: unique symbol;
declare const tupleKey: unique symbol;
declare const valuesKey: unique symbol;

/** A column name of `Table` as schema.ts declares it. */
export type ColumnOf<Table> = keyof Table & string;

/**
 * Some columns of one table, their names checked against schema.ts: the SQL text to splice into a
 * statement and, as types, the row they select and the named parameters that write them. A column
 * renamed in schema.ts fails the type-check here, where the statement names it.
 */
export interface Columns<Table, Names extends readonly ColumnOf<Table>[]> {
  readonly names: Names;
  /** `a, b, c`: a select list, or the column list of an INSERT. */
  readonly list: string;
  /** `@a, @b, @c`: the VALUES of an INSERT of these columns from named parameters. */
  readonly params: string;
  /** `p.a, p.b, p.c`: the select list with each name qualified by a table alias. */
  qualified(alias: string): string;
  readonly [rowKey]?: Pick<Selectable<Table>, Extract<Names[number], keyof Selectable<Table>>>;
  readonly [tupleKey]?: { -readonly [I in keyof Names]: Selectable<Table>[Names[I] & keyof Selectable<Table>] };
  readonly [valuesKey]?: Required<Pick<Insertable<Table>, Extract<Names[number], keyof Insertable<Table>>>>;
}

/** The row a column list selects: `Pick<Selectable<Table>, …>`. */
export type RowOf<C> = C extends { readonly [rowKey]?: infer Row } ? NonNullable<Row> : never;

/** The same row as an array in column order, as a statement in `raw` mode returns it. */
export type TupleOf<C> = C extends { readonly [tupleKey]?: infer Tuple } ? NonNullable<Tuple> : never;

/** The named parameters (`@name`) that write the columns, typed as the table takes them. */
export type ValuesOf<C> = C extends { readonly [valuesKey]?: infer Values } ? NonNullable<Values> : never;

/**
 * `columns<SourceFilesTable>()('path', 'size')`: the columns, in the order given. Curried so the
 * table is named and the names are inferred (as a tuple, so {@link TupleOf} keeps their order).
 */
export function columns<Table>() {
  return <const Names extends readonly ColumnOf<Table>[]>(...names: Names): Columns<Table, Names> => ({
    names,
    list: names.join(', '),
    params: names.map((name) => `@${name}`).join(', '),
    qualified: (alias) => names.map((name) => `${alias}.${name}`).join(', '),
  });
}
