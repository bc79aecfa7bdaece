// Stands in a windowed list for the rows left out, at their height, hidden from assistive
// technology (the drawn rows carry their place in the whole list instead).
export function RowSpacer({ height }: { readonly height: number }) {
  return <li aria-hidden="true" className="row-spacer" style={{ height: Math.max(0, height) }} />;
}
