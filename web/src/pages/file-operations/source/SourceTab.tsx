/** Placeholder until the Source tab lands. */
export function SourceTab() {
  return <div>Source files</div>;
}
