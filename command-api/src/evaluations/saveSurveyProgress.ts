import { Either } from "effect";
import { NotFound, sessionDecider, sessionStream, type DomainError, type SurveyProgressInput } from "@wellbeing/domain";
import type { EventStore, SurveyDrafts } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";

/**
 * PUT /api/survey/progress: keeps the participant's answers so far to one of a session's surveys (the
 * latest save stands), for a session that exists. Not an event: see SurveyDrafts.
 */
export const saveSurveyProgress = async (
  deps: { readonly store: EventStore; readonly surveyDrafts: SurveyDrafts },
  participantId: string,
  input: SurveyProgressInput,
  now: Date,
): Promise<Either.Either<{ readonly savedAt: string }, DomainError>> => {
  const session = await loadState(deps.store, sessionStream(input.sessionId), sessionDecider);
  if (session.status !== "scheduled") return Either.left(new NotFound({ what: "session" }));
  await deps.surveyDrafts.save({ personId: participantId, sessionId: input.sessionId, surveyType: input.surveyType }, input.formState, now);
  return Either.right({ savedAt: now.toISOString() });
};
