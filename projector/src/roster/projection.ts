import type { RosterEvent, SurveyType } from "@wellbeing/domain";
import {
  READ_MODELS,
  rosterTables,
  type RemovalRequestRow,
  type RosterEntryRow,
  type SpecialRequirementRow,
  type UnlistedEvaluationRow,
} from "@wellbeing/platform";
import type { ProjectedEvent, Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { announceSessionChanges } from "../sessions/audience";
import { eraseRosterPeople } from "./erasure";
import { sessionsSharingAttendees } from "./relatedSessions";

const ROSTER_EVENT_TYPES: ReadonlySet<string> = new Set<RosterEvent["type"]>([
  "InviteeAdded",
  "InvitationSent",
  "InviteeRemoved",
  "AttendeeRegistered",
  "AttendeeRemoved",
  "SpecialRequirementsGiven",
  "RegistrationRemovalRequested",
  "AttendeeEvaluationRecorded",
  "RegistrationConfirmationSent",
]);

const rosterEvents = (batch: ReadonlyArray<ProjectedEvent>): RosterEvent[] =>
  batch.flatMap(({ event }) => (ROSTER_EVENT_TYPES.has(event.type) ? [event as RosterEvent] : []));

const entryId = (sessionId: string, personKey: string): string => `${sessionId}/${personKey}`;

/** The evaluations kept for people not on the roster yet (see UnlistedEvaluationRow) that an event reads. */
const unlistedKeysOf = (event: RosterEvent): string[] => {
  if (event.type === "AttendeeEvaluationRecorded") return [entryId(event.data.sessionId, event.data.personKey)];
  if (event.type !== "AttendeeRegistered") return [];
  const { sessionId, personKey, replacesPersonKey } = event.data;
  return [entryId(sessionId, personKey), ...(replacesPersonKey ? [entryId(sessionId, replacesPersonKey)] : [])];
};

/** The entry rows an event reads before changing them. */
const entryKeysOf = (event: RosterEvent): string[] => {
  if (event.type === "SpecialRequirementsGiven" || event.type === "RegistrationConfirmationSent" || !("personKey" in event.data)) return [];
  const { sessionId, personKey } = event.data;
  const replaced = event.type === "AttendeeRegistered" && event.data.replacesPersonKey ? [entryId(sessionId, event.data.replacesPersonKey)] : [];
  return [entryId(sessionId, personKey), ...replaced];
};

/** Who is told about a session's roster: its trainers and their leads, admins, and the participants it concerns. */
const participantOf = (event: RosterEvent): string | null =>
  event.type === "AttendeeRegistered" ||
  event.type === "AttendeeRemoved" ||
  event.type === "RegistrationRemovalRequested" ||
  event.type === "AttendeeEvaluationRecorded"
    ? event.data.participantId
    : null;

export const rosterProjection: Projection = {
  name: READ_MODELS.roster,
  version: 2,
  ...rosterTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const events = rosterEvents(batch);
    if (events.length === 0) return eraseRosterPeople(trx, schema, batch);
    const entries = new TableBatch<RosterEntryRow>(trx, schema, "roster_entries", "id");
    const requirements = new TableBatch<SpecialRequirementRow>(trx, schema, "roster_special_requirements", "id");
    const removalRequests = new TableBatch<RemovalRequestRow>(trx, schema, "roster_removal_requests", "id");
    const unlisted = new TableBatch<UnlistedEvaluationRow>(trx, schema, "roster_unlisted_evaluations", "id");
    await entries.load(events.flatMap(entryKeysOf));
    await unlisted.load(events.flatMap(unlistedKeysOf));
    /** Issue 25: what a person answered before they were on the list joins their entry when they register; taken out of the unlisted rows. */
    const answeredBefore = (...keys: string[]): SurveyType[] =>
      keys.flatMap((key) => {
        const row = unlisted.get(key);
        if (row) unlisted.remove(key);
        return row?.evaluations ?? [];
      });
    await removalRequests.load(events.flatMap((event) => (event.type === "AttendeeRemoved" ? [entryId(event.data.sessionId, event.data.personKey)] : [])));
    const participants = new Map<string, Set<string>>();

    for (const event of events) {
      const { sessionId } = event.data;
      const participant = participantOf(event);
      if (participant) participants.set(sessionId, (participants.get(sessionId) ?? new Set()).add(participant));
      switch (event.type) {
        case "InviteeAdded": {
          const { personKey, email, addedAt } = event.data;
          entries.put({
            id: entryId(sessionId, personKey),
            session_id: sessionId,
            person_key: personKey,
            email,
            status: "new",
            participant_id: null,
            self_registered: false,
            listed_at: addedAt,
            sent_at: null,
            registered_at: null,
            evaluations: [],
          });
          break;
        }
        case "InvitationSent": {
          const { personKey, email, sentAt } = event.data;
          const existing = entries.get(entryId(sessionId, personKey));
          entries.put({
            id: entryId(sessionId, personKey),
            session_id: sessionId,
            person_key: personKey,
            email,
            status: "sent",
            participant_id: existing?.participant_id ?? null,
            self_registered: false,
            listed_at: existing?.listed_at ?? sentAt,
            sent_at: sentAt,
            registered_at: null,
            evaluations: existing?.evaluations ?? [],
          });
          break;
        }
        case "InviteeRemoved":
          entries.remove(entryId(sessionId, event.data.personKey));
          break;
        case "AttendeeRegistered": {
          const { personKey, email, participantId, replacesPersonKey, selfRegistered, registeredAt } = event.data;
          const replaced = replacesPersonKey ? entries.get(entryId(sessionId, replacesPersonKey)) : undefined;
          const existing = entries.get(entryId(sessionId, personKey)) ?? replaced;
          const before = answeredBefore(entryId(sessionId, personKey), ...(replacesPersonKey ? [entryId(sessionId, replacesPersonKey)] : []));
          if (replacesPersonKey && replacesPersonKey !== personKey) entries.remove(entryId(sessionId, replacesPersonKey));
          entries.put({
            id: entryId(sessionId, personKey),
            session_id: sessionId,
            person_key: personKey,
            email,
            status: "confirmed",
            participant_id: participantId,
            self_registered: selfRegistered,
            listed_at: existing?.listed_at ?? registeredAt,
            sent_at: existing?.sent_at ?? null,
            registered_at: registeredAt,
            evaluations: [...new Set([...(existing?.evaluations ?? []), ...before])],
          });
          break;
        }
        case "AttendeeRemoved":
          entries.remove(entryId(sessionId, event.data.personKey));
          removalRequests.remove(entryId(sessionId, event.data.personKey));
          break;
        case "SpecialRequirementsGiven": {
          const { requirementId, personKey, email, message, givenAt } = event.data;
          requirements.put({ id: requirementId, session_id: sessionId, person_key: personKey, email, message, created_at: givenAt });
          break;
        }
        case "RegistrationRemovalRequested": {
          const { personKey, participantId, email, reason, requestedAt } = event.data;
          removalRequests.put({
            id: entryId(sessionId, personKey),
            session_id: sessionId,
            person_key: personKey,
            participant_id: participantId,
            email,
            reason,
            requested_at: requestedAt,
          });
          break;
        }
        case "AttendeeEvaluationRecorded": {
          const { personKey, participantId, surveyType } = event.data;
          const id = entryId(sessionId, personKey);
          const row = entries.get(id);
          if (row) {
            if (!row.evaluations.includes(surveyType)) entries.put({ ...row, evaluations: [...row.evaluations, surveyType] });
            break;
          }
          // Answered before being on the list (a pre-course evaluation): kept until they register, as the roster's decider keeps it.
          const kept = unlisted.get(id);
          if (!kept?.evaluations.includes(surveyType)) {
            unlisted.put({
              id,
              session_id: sessionId,
              person_key: personKey,
              participant_id: participantId,
              evaluations: [...(kept?.evaluations ?? []), surveyType],
            });
          }
          break;
        }
        case "RegistrationConfirmationSent":
          break;
      }
    }
    await entries.flush();
    await requirements.flush();
    await removalRequests.flush();
    await unlisted.flush();
    await eraseRosterPeople(trx, schema, batch);
    if (!announcing) return;

    const sessionIds = [...new Set(events.map((event) => event.data.sessionId))];
    const related = await sessionsSharingAttendees(trx, schema, events, sessionIds);
    await announceSessionChanges({ trx, schema, announce }, { sessions: sessionIds, participants, dashboard: true, related });
  },
};
