import { useQuery } from "@tanstack/react-query";
import { pathTo, resultsContract, type Course, type MessageKey, type ResultTarget, type SessionFilters } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

interface ResultsQuery {
  readonly target: ResultTarget;
  readonly course: Course;
  readonly userId: string;
  readonly filters: SessionFilters;
}

/** The filters as the body carries them (no delivery filter is said by leaving it out). */
const filtersWire = ({ delivery, ...lists }: SessionFilters) => (delivery ? { ...lists, delivery } : lists);

// Starts with the "results" topic: a submission, a session or an attendee change anywhere refreshes the figures live.
const topic = "results" satisfies LiveTopic;

export const resultsKeys = {
  of: (query: ResultsQuery) => [topic, query.target, query.userId, query.course, query.filters] as const,
};

/** §8's words for a refusal of the results: the trainer gave no access to their data (403), or it was not found (404). */
const refusalOf = (error: unknown): MessageKey | null =>
  hasStatus(error, 403) ? "resultsAccess.refused" : hasStatus(error, 404) ? "results.trainerDataNotFound" : null;

/**
 * The results of one target and course (POST /api/users/:id/results). §8: a refusal (403, 404) is
 * `refusal`, which the page says in place, however it was reached; any other failure goes to /500err.
 */
export const useResults = (query: ResultsQuery) => {
  const navigate = useNavigate();
  const results = useQuery({
    queryKey: resultsKeys.of(query),
    queryFn: () =>
      callContract(resultsContract, {
        params: { id: query.userId },
        body: { target: query.target, course: query.course, filters: filtersWire(query.filters) },
      }),
    retry: false,
  });
  const { error } = results;
  const refusal = refusalOf(error);
  useEffect(() => {
    if (error && !hasStatus(error, 401) && !refusalOf(error)) void navigate(pathTo("serverError"), { replace: true });
  }, [error, navigate]);
  return { ...results, refusal };
};
