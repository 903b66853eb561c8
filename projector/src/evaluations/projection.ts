import type { Knex } from "knex";
import type { EvaluationEvent } from "@wellbeing/domain";
import { READ_MODELS, evaluationsTables, type EvaluationRespondentRow, type EvaluationResponseRow } from "@wellbeing/platform";
import type { ProjectedEvent, Projection, ProjectionContext } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { announceSessionChanges } from "../sessions/audience";
import { erasedPeopleIn } from "../users/erasedPeople";

const EVALUATION_EVENT_TYPES: ReadonlySet<string> = new Set<EvaluationEvent["type"]>([
  "RespondentPseudonymAssigned",
  "RespondentDemographicsGiven",
  "EvaluationSubmitted",
  "EvaluationWithdrawn",
  "EvaluationMovedIn",
]);

type ResponseEvent = Extract<EvaluationEvent, { type: "EvaluationSubmitted" | "EvaluationWithdrawn" | "EvaluationMovedIn" }>;
type RespondentEvent = Extract<EvaluationEvent, { type: "RespondentPseudonymAssigned" | "RespondentDemographicsGiven" }>;

const isResponseEvent = (event: EvaluationEvent): event is ResponseEvent =>
  event.type === "EvaluationSubmitted" || event.type === "EvaluationWithdrawn" || event.type === "EvaluationMovedIn";

const evaluationEvents = (batch: ReadonlyArray<ProjectedEvent>): EvaluationEvent[] =>
  batch.flatMap(({ event }) => (EVALUATION_EVENT_TYPES.has(event.type) ? [event as EvaluationEvent] : []));

/**
 * Blanks the written answers of the people this batch erases (read while their keys lived) and drops
 * their pseudonym: their other answers stay, linked to no one.
 */
const eraseRespondents = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<ProjectedEvent>): Promise<void> => {
  const erased = erasedPeopleIn(batch).map(({ userId }) => userId);
  if (erased.length === 0) return;
  await trx.raw(
    `UPDATE ??.evaluation_responses SET written_answers = NULL
     WHERE respondent IN (SELECT pseudonym FROM ??.evaluation_respondents WHERE person_id::text = ANY(?::text[]))`,
    [schema, schema, erased],
  );
  await trx.raw(`DELETE FROM ??.evaluation_respondents WHERE person_id::text = ANY(?::text[])`, [schema, erased]);
};

/** Who is told of a response: the session's trainers and their leads, admins, and the respondent's person when known. */
const announceResponses = async (
  context: Pick<ProjectionContext, "trx" | "schema" | "announce">,
  responses: ReadonlyArray<{ sessionId: string; respondent: string }>,
) => {
  const people: Array<{ person_id: string; pseudonym: string }> = await context.trx
    .withSchema(context.schema)
    .from("evaluation_respondents")
    .select("person_id", "pseudonym")
    .whereIn("pseudonym", [...new Set(responses.map((response) => response.respondent))]);
  const personOf = new Map(people.map((row) => [row.pseudonym, row.person_id]));
  const participants = new Map<string, Set<string>>();
  for (const { sessionId, respondent } of responses) {
    const person = personOf.get(respondent);
    if (person) participants.set(sessionId, (participants.get(sessionId) ?? new Set()).add(person));
  }
  await announceSessionChanges(context, { sessions: responses.map((response) => response.sessionId), participants, dashboard: true });
};

/** The survey responses as they count now (a removed attendee's withdrawn, their pre-course one moved: §4; dashboards, Manage Session's 'Responses: X out of Y', results) and each person's pseudonym. */
export const evaluationsProjection: Projection = {
  name: READ_MODELS.evaluations,
  version: 1,
  ...evaluationsTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const events = evaluationEvents(batch);
    const responses = new TableBatch<EvaluationResponseRow>(trx, schema, "evaluation_responses", "response_id");
    const respondents = new TableBatch<EvaluationRespondentRow>(trx, schema, "evaluation_respondents", "person_id");
    await respondents.load(events.flatMap((event) => (isResponseEvent(event) ? [] : [(event as RespondentEvent).data.personId])));
    await responses.load(events.flatMap((event) => (isResponseEvent(event) ? [event.data.responseId] : [])));
    /** Sessions whose responses changed, with the pseudonyms that changed them: their staff and the person are told. */
    const changed: Array<{ sessionId: string; respondent: string }> = [];
    for (const event of events) {
      switch (event.type) {
        case "RespondentPseudonymAssigned": {
          const existing = respondents.get(event.data.personId);
          respondents.put({
            person_id: event.data.personId,
            pseudonym: existing?.pseudonym ?? event.data.pseudonym,
            demographics_known: existing?.demographics_known ?? false,
          });
          break;
        }
        case "RespondentDemographicsGiven": {
          const existing = respondents.get(event.data.personId);
          respondents.put({ person_id: event.data.personId, pseudonym: existing?.pseudonym ?? null, demographics_known: true });
          break;
        }
        case "EvaluationSubmitted": {
          const { data } = event;
          responses.put({
            response_id: data.responseId,
            session_id: data.sessionId,
            survey_type: data.surveyType,
            respondent: data.respondent,
            questionnaire_version: data.questionnaireVersion,
            course: data.course,
            modules: [...data.modules],
            answers: { ...data.answers },
            written_answers: data.writtenAnswers ? { ...data.writtenAnswers } : null,
            demographics_given: data.demographicsGiven,
            disagreed_to_research: data.disagreedToResearch,
            submitted_at: data.submittedAt,
          });
          changed.push({ sessionId: data.sessionId, respondent: data.respondent });
          break;
        }
        // §4: a removed attendee's response leaves the session: the pre-course one for the session it moved to, the rest for good.
        case "EvaluationWithdrawn": {
          const { data } = event;
          const row = responses.get(data.responseId);
          if (data.movedTo === null) responses.remove(data.responseId);
          else if (row) responses.put({ ...row, session_id: data.movedTo });
          changed.push({ sessionId: data.sessionId, respondent: data.respondent });
          if (data.movedTo !== null) changed.push({ sessionId: data.movedTo, respondent: data.respondent });
          break;
        }
        case "EvaluationMovedIn": {
          const { data } = event;
          const row = responses.get(data.responseId);
          if (row) responses.put({ ...row, session_id: data.sessionId });
          changed.push({ sessionId: data.sessionId, respondent: data.respondent });
          break;
        }
      }
    }
    await respondents.flush();
    await responses.flush();
    await eraseRespondents(trx, schema, batch);
    if (announcing && changed.length > 0) await announceResponses({ trx, schema, announce }, changed);
  },
};
