import { Spinner } from "@blueprintjs/core";

/** A centred spinner while something loads. */
export const LoadingState = ({ label = "Loading" }: { readonly label?: string }) => (
  <div className="state-centred" role="status" aria-live="polite">
    <Spinner size={40} aria-label={label} />
    <span className="state-label">{label}…</span>
  </div>
);
