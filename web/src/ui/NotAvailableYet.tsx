import { NonIdealState } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { PageLayout } from "./PageLayout";

/** A screen of the route list that is not built yet: say so plainly rather than show a broken page. `notice`: what must be said there already. */
export const NotAvailableYet = ({ title, notice }: { readonly title: string; readonly notice?: ReactNode }) => (
  <PageLayout title={title}>
    {notice}
    <NonIdealState
      icon="build"
      title="Not available yet"
      description={`The ${title} screen is not available yet. It arrives in a later release.`}
    />
  </PageLayout>
);
