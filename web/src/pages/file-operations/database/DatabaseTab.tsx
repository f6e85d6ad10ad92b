/** Placeholder until the Database tab lands. */
export function DatabaseTab() {
  return <div>Database</div>;
}
