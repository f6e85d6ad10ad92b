/** Placeholder until the Jobs tab lands. */
export function JobsTab() {
  return <div>Jobs</div>;
}
