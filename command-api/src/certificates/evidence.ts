import {
  registrationIndexStream,
  attendedSessions,
  evaluationDecider,
  evaluationStream,
  respondentDecider,
  respondentStream,
  rosterDecider,
  rosterStream,
  sessionDecider,
  sessionStream,
  attendanceDecider,
  registerStream,
  type RegistrationIndexEvent,
  type CertificateEvidence,
} from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState, readDomainEvents } from "../infrastructure/aggregateStore";

/**
 * What the write side knows of a person and one session, from the event streams (never a read model
 * that could lag behind a submission): the session, its roster and register, and the person's responses to
 * it (found through their pseudonym on their respondent stream, as the survey submission records them).
 */
export const certificateEvidence = async (store: EventStore, sessionId: string, personId: string): Promise<CertificateEvidence> => {
  const [session, roster, respondent, register] = await Promise.all([
    loadState(store, sessionStream(sessionId), sessionDecider),
    loadState(store, rosterStream(sessionId), rosterDecider),
    loadState(store, respondentStream(personId), respondentDecider),
    loadState(store, registerStream(sessionId), attendanceDecider),
  ]);
  const pseudonym = respondent.status === "assigned" ? respondent.pseudonym : null;
  const evaluation = pseudonym ? await loadState(store, evaluationStream(sessionId, pseudonym), evaluationDecider) : evaluationDecider.initialState;
  return { session, roster, evaluation, register };
};

/** The evidence of every session the person's attendance index names: where a trainer certificate is looked for. */
export const attendedSessionsEvidence = async (store: EventStore, personId: string): Promise<CertificateEvidence[]> => {
  const index = await readDomainEvents(store, registrationIndexStream(personId));
  const sessionIds = attendedSessions(index.events as RegistrationIndexEvent[]);
  return Promise.all(sessionIds.map((sessionId) => certificateEvidence(store, sessionId, personId)));
};
