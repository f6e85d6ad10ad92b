/** Placeholder until the Services tab lands. */
export function ServicesTab() {
  return <div>Services</div>;
}
