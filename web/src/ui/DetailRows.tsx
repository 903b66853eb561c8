import type { ReactNode } from "react";

/** Facts as label/value rows (the app's details list: a session's event details, its registration summary). */
export const DetailRows = ({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode]> }) => (
  <dl className="details-list">
    {rows.map(([label, value]) => (
      <div key={label} className="details-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
