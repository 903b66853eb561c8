import { NonIdealState } from "@blueprintjs/core";
import { PageLayout } from "./PageLayout";

/** A screen of the route list that is not built yet: say so plainly rather than show a broken page. */
export const NotAvailableYet = ({ title }: { readonly title: string }) => (
  <PageLayout title={title}>
    <NonIdealState
      icon="build"
      title="Not available yet"
      description={`The ${title} screen is not available yet. It arrives in a later release.`}
    />
  </PageLayout>
);
