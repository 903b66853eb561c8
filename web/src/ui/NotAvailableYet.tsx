import { NonIdealState } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";
import { PageLayout } from "./PageLayout";

/** A screen of the route list that is not built yet: say so plainly rather than show a broken page. `notice`: what must be said there already. */
export const NotAvailableYet = ({ title, notice }: { readonly title: string; readonly notice?: ReactNode }) => {
  const t = useT();
  return (
    <PageLayout title={title}>
      {notice}
      <NonIdealState icon="build" title={t("ui.notAvailableYet")} description={t("ui.notAvailableYetDescription", { title })} />
    </PageLayout>
  );
};
