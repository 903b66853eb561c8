import { NonIdealState } from "@blueprintjs/core";
import type { MessageKey } from "@wellbeing/domain";
import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { LinkButton } from "../../ui/LinkButton";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useHomePath } from "../auth/useHomePath";

type ErrorPageKind = "notFound" | "serverError" | "unauthorized";

const PAGES = {
  notFound: { code: "404", text: "errors.notFoundPage", icon: "search" },
  serverError: { code: "500", text: "errors.serverErrorPage", icon: "error" },
  unauthorized: { code: "403", text: "errors.unauthorizedPage", icon: "lock" },
} as const satisfies Record<ErrorPageKind, { code: string; text: MessageKey; icon: string }>;

/** What a screen that sends someone to an error page may tell them there (§8): `navigate(page, { state: refusalState(key) })`. */
export const refusalState = (refusal: MessageKey) => ({ refusal });

const refusalIn = (state: unknown): MessageKey | null =>
  typeof state === "object" && state !== null && typeof (state as { refusal?: unknown }).refusal === "string"
    ? ((state as { refusal: string }).refusal as MessageKey)
    : null;

/** Whether this tab came here from another screen of the app (react-router numbers its history entries). */
const cameFromTheApp = (): boolean => Number((window.history.state as { idx?: unknown } | null)?.idx ?? 0) > 0;

interface ErrorPageProps {
  readonly kind: ErrorPageKind;
  /** §8's words for why: shown on the page itself, however it was reached (a refusal shown in place, or passed by refusalState). */
  readonly reason?: string;
}

/** The route error pages of §2.18: 404, 500 and 403, with §8's reason when there is one, a way back and a way home. */
export const ErrorPage = ({ kind, reason }: ErrorPageProps) => {
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation();
  const page = PAGES[kind];
  const home = useHomePath();
  const refusal = refusalIn(state);
  useDocumentTitle(page.code);
  return (
    <div className="error-page">
      <NonIdealState
        icon={page.icon}
        title={page.code}
        description={
          <>
            {/* Said in place it is announced; passed by a screen that left, its toast has announced it already. */}
            {reason ? (
              <p role="alert" className="error-page-reason">
                {reason}
              </p>
            ) : (
              refusal && <p className="error-page-reason">{t(refusal)}</p>
            )}
            <p>{t(page.text)}</p>
          </>
        }
        action={
          <div className="button-row">
            {cameFromTheApp() && <Button icon="arrow-left" text={t("ui.back")} onClick={() => void navigate(-1)} />}
            <LinkButton to={home} intent="primary" icon="home" text={t("errors.backHome")} />
          </div>
        }
      />
    </div>
  );
};
