import { useQuery } from "@tanstack/react-query";
import { homeOf, pathTo, resultsContract, type Course, type ResultTarget, type SessionFilters } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/useAuth";

export interface ResultsQuery {
  readonly target: ResultTarget;
  readonly course: Course;
  readonly userId: string;
  readonly filters: SessionFilters;
}

/** The filters as the body carries them (no delivery filter is said by leaving it out). */
const filtersWire = ({ delivery, ...lists }: SessionFilters) => (delivery ? { ...lists, delivery } : lists);

/** Starts with the 'results' topic: a submission, a session or an attendee change anywhere refreshes the figures live. */
export const resultsKey = (query: ResultsQuery) => ["results", query.target, query.userId, query.course, query.filters] as const;

/**
 * The results of one target and course (POST /api/users/:id/results). §8: a 403 says the trainer gave
 * no access to their data and a 404 that their data was not found, each a toast, then back; any other
 * failure goes to /500err.
 */
export const useResults = (query: ResultsQuery) => {
  const t = useT();
  const navigate = useNavigate();
  const account = useAccount();
  const results = useQuery({
    queryKey: resultsKey(query),
    queryFn: () => callContract(resultsContract, { params: { id: query.userId }, body: { target: query.target, course: query.course, filters: filtersWire(query.filters) } }),
    retry: false,
  });
  const { error } = results;
  useEffect(() => {
    if (!error || hasStatus(error, 401)) return;
    const refusal = hasStatus(error, 403) ? "results.noAccessPermission" : hasStatus(error, 404) ? "results.trainerDataNotFound" : null;
    if (!refusal) {
      void navigate(pathTo("serverError"), { replace: true });
      return;
    }
    showError(t(refusal));
    // Back where they came from; a results page opened in a tab of its own goes home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(homeOf(account.role), { replace: true });
  }, [error, navigate, t, account.role]);
  return results;
};
