import { ERRORS, pathTo } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate, type NavigateFunction } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { showError } from "../../ui/toaster";

/** §8: an unknown session goes to /404err with the toast 'Error!, The session You are looking for is unavailable'. */
export const toUnknownSessionPage = (navigate: NavigateFunction): void => {
  showError(ERRORS.sessionUnavailable);
  void navigate(pathTo("notFound"), { replace: true });
};

/** §8 session fetch: a 404 goes to /404err with 'The session You are looking for is unavailable'; anything else to /500err. */
export const useSessionFetchFailure = (error: unknown): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (hasStatus(error, 404)) toUnknownSessionPage(navigate);
    else void navigate(pathTo("serverError"), { replace: true });
  }, [error, navigate]);
};
