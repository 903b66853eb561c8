import { expect } from "vitest";
import { openLiveSocket } from "./liveSocket";
import { createSession, inDays, registerBeforeItEnded, sessionForm, type CastMember, type SessionCast } from "./sessionCast";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "./surveyRespondents";
import type { TestSystem } from "./testSystem";

/** Everyone of the cast, each on a /api/live socket. */
const WATCHERS = ["trainer", "otherTrainer", "lead", "otherLead", "admin", "participant"] as const satisfies ReadonlyArray<CastMember>;

/**
 * One pre-course submission on a past session of the cast's trainer, by `email` (registered before it ended),
 * while everyone of the cast watches /api/live: the session, and each one's socket.
 */
export const submissionWatchedByCast = async (system: TestSystem, cast: SessionCast, email: string) => {
  const { as, ids } = cast;
  const session = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] }));
  const respondent = await signedInParticipant(system, email);
  expect((await registerBeforeItEnded(system, respondent.client, session.id, email)).status).toBe(200);
  const sockets = Object.fromEntries(
    await Promise.all(WATCHERS.map(async (name) => [name, await openLiveSocket(system.url, as[name].sessionCookie)] as const)),
  ) as Record<(typeof WATCHERS)[number], Awaited<ReturnType<typeof openLiveSocket>>>;
  expect((await submitSurvey(respondent.client, session.id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
  return { session, sockets };
};
