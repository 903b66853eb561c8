import { pathTo, type Translate } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate, type NavigateFunction } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { refusalState } from "../errors/ErrorPage";

/** §8: an unknown session goes to /404err with the toast 'Error!, The session You are looking for is unavailable', which the page says too. */
export const toUnknownSessionPage = (navigate: NavigateFunction, t: Translate): void => {
  showError(t("errors.sessionUnavailable"));
  void navigate(pathTo("notFound"), { replace: true, state: refusalState("errors.sessionUnavailable") });
};

/** §8 session fetch: a 404 goes to /404err with 'The session You are looking for is unavailable'; anything else to /500err. */
export const useSessionFetchFailure = (error: unknown): void => {
  const t = useT();
  const navigate = useNavigate();
  // Said once: a language switch does not say it again.
  useEffect(() => {
    if (!error) return;
    if (hasStatus(error, 404)) toUnknownSessionPage(navigate, t);
    else void navigate(pathTo("serverError"), { replace: true });
  }, [error, navigate]);
};
