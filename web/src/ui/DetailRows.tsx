import type { ReactNode } from "react";

/** A session's facts as label/value rows (the app's details list). */
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
