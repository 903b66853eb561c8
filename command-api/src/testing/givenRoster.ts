import { rosterStream, type RosterEvent, type SurveyType } from "@wellbeing/domain";
import { existingStream, type GivenStream } from "./commandSpecification";

// A session's roster as slice tests find it: who registered, who answered what.

/** Who a roster entry is: an account's user id as key once the address is proven, else the address's index stream name. */
export interface RosterPerson {
  readonly personKey: string;
  readonly email: string;
  readonly participantId: string | null;
}

/** The person registered themself (the participant) or was listed by `registeredBy`, as the `confirmedCount`-th. */
export const attendeeRegistered = (
  sessionId: string,
  person: RosterPerson,
  options: { readonly registeredBy: string; readonly at: Date; readonly confirmedCount: number },
): RosterEvent => ({
  type: "AttendeeRegistered",
  data: {
    sessionId,
    personKey: person.personKey,
    email: person.email,
    participantId: person.participantId,
    replacesPersonKey: null,
    selfRegistered: options.registeredBy === person.participantId,
    registeredBy: options.registeredBy,
    registeredAt: options.at.toISOString(),
    confirmedCount: options.confirmedCount,
  },
});

export const attendeeEvaluationRecorded = (
  sessionId: string,
  person: RosterPerson & { readonly participantId: string },
  surveyType: SurveyType,
): RosterEvent => ({
  type: "AttendeeEvaluationRecorded",
  data: { sessionId, personKey: person.personKey, participantId: person.participantId, surveyType },
});

/** The roster's stream holding these events. */
export const givenRoster = (sessionId: string, ...events: RosterEvent[]): GivenStream => existingStream(rosterStream(sessionId), ...events);
