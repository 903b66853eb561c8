import { NonIdealState } from "@blueprintjs/core";
import type { MessageKey } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useHomePath } from "../auth/useHomePath";

export type ErrorPageKind = "notFound" | "serverError" | "unauthorized";

const PAGES = {
  notFound: { code: "404", text: "errors.notFoundPage", icon: "search" },
  serverError: { code: "500", text: "errors.serverErrorPage", icon: "error" },
  unauthorized: { code: "403", text: "errors.unauthorizedPage", icon: "lock" },
} as const satisfies Record<ErrorPageKind, { code: string; text: MessageKey; icon: string }>;

/** The route error pages of §2.18: 404, 500 and 403, each with a way back home. */
export const ErrorPage = ({ kind }: { readonly kind: ErrorPageKind }) => {
  const t = useT();
  const page = PAGES[kind];
  const home = useHomePath();
  useDocumentTitle(page.code);
  return (
    <div className="error-page">
      <NonIdealState
        icon={page.icon}
        title={page.code}
        description={t(page.text)}
        action={<LinkButton to={home} intent="primary" icon="home" text={t("errors.backHome")} />}
      />
    </div>
  );
};
