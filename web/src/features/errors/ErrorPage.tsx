import { NonIdealState } from "@blueprintjs/core";
import { ERRORS } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useHomePath } from "../auth/useHomePath";

export type ErrorPageKind = "notFound" | "serverError" | "unauthorized";

const PAGES = {
  notFound: { code: "404", text: ERRORS.notFoundPage, icon: "search" },
  serverError: { code: "500", text: ERRORS.serverErrorPage, icon: "error" },
  unauthorized: { code: "403", text: ERRORS.unauthorizedPage, icon: "lock" },
} as const;

/** The route error pages of §2.18: 404, 500 and 403, each with a way back home. */
export const ErrorPage = ({ kind }: { readonly kind: ErrorPageKind }) => {
  const page = PAGES[kind];
  const home = useHomePath();
  useDocumentTitle(page.code);
  return (
    <div className="error-page">
      <NonIdealState
        icon={page.icon}
        title={page.code}
        description={page.text}
        action={<LinkButton to={home} intent="primary" icon="home" text="Back Home" />}
      />
    </div>
  );
};
