import { ERRORS, pathTo } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { showError } from "../../ui/toaster";

/** §8 session fetch: a 404 goes to /404err with 'The session You are looking for is unavailable'; anything else to /500err. */
export const useSessionFetchFailure = (error: unknown): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (hasStatus(error, 404)) {
      showError(ERRORS.sessionUnavailable);
      void navigate(pathTo("notFound"), { replace: true });
    } else {
      void navigate(pathTo("serverError"), { replace: true });
    }
  }, [error, navigate]);
};
