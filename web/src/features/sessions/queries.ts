import { useQuery } from "@tanstack/react-query";
import { pathTo, sessionDetailsContract, trainerChoicesContract } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { isApiError } from "../../api/apiError";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import { useT } from "../../i18n/useT";
import { toUnknownSessionPage } from "../roster/useSessionFetchFailure";

// A session's details start with the "sessions" topic, the trainer choices with "users" (a staff change changes them):
// a push on either refreshes what is shown.
const sessions = "sessions" satisfies LiveTopic;
const users = "users" satisfies LiveTopic;

export const sessionKeys = {
  all: [sessions] as const,
  details: (id: string) => [sessions, "details", id] as const,
  trainerChoices: [users, "trainer-choices"] as const,
};

/** Where a failed session fetch goes (§8); null when the login guard takes care of it. */
const failurePage = (error: unknown): string | null => {
  if (!isApiError(error)) return pathTo("serverError");
  if (error.status === 401) return null;
  if (error.status === 404) return pathTo("notFound");
  if (error.status === 403) return pathTo("unauthorized");
  return pathTo("serverError");
};

/** A session by id; an unknown one goes to the 404 page with the §8 toast, other failures to the 500 page. */
export const useSessionDetails = (id: string) => {
  const t = useT();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: sessionKeys.details(id),
    queryFn: () => callContract(sessionDetailsContract, { params: { id } }),
  });

  const { error } = query;
  // Said once: a language switch does not say it again.
  useEffect(() => {
    if (!error) return;
    const page = failurePage(error);
    if (page === null) return;
    if (page === pathTo("notFound")) toUnknownSessionPage(navigate, t);
    else void navigate(page, { replace: true });
  }, [error, navigate]);

  return query;
};

/** The people the caller may choose as a session's trainers (a local lead: their group and themself). */
export const useTrainerChoices = () =>
  useQuery({
    queryKey: sessionKeys.trainerChoices,
    queryFn: () => callContract(trainerChoicesContract),
    select: (answer) => answer.trainers,
  });
