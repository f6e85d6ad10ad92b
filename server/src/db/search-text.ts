/**
 * On PostgreSQL, the three columns the database browser searches as one text, lines apart: one
 * trigram index over it (migration 0006) costs a third of three per-column ones on every write,
 * and a search (typed on one line) can never match across two columns.
 */
export function searchText(alias = ''): string {
  const c = (column: string) => `${alias}${column}`;
  return `(${c('source_path')} || chr(10) || coalesce(${c('destination_path')}, '') || chr(10) || coalesce(${c('title')}, ''))`;
}
