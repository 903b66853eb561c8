import { NonIdealState, type IconName } from "@blueprintjs/core";

/** An accordion with nothing to show yet, at the section's spacing. */
export const EmptyResults = ({ icon, title }: { readonly icon: IconName; readonly title: string }) => (
  <div className="results-empty">
    <NonIdealState icon={icon} title={title} />
  </div>
);
