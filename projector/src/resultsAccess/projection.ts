import { READ_MODELS, resultsAccessTables } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type ProjectedEvent, type Projection } from "../runner/projection";
import { leadsOf } from "../sessions/audience";
import { erasedPeopleIn } from "../users/erasedPeople";

/** The consents a batch records, the last per person (each replaces the one before). */
const latestConsents = (batch: ReadonlyArray<ProjectedEvent>): Map<string, { consent: boolean; recordedAt: string }> => {
  const latest = new Map<string, { consent: boolean; recordedAt: string }>();
  for (const { event } of batch) {
    if (event.type === "ResultsAccessConsentRecorded") latest.set(event.data.userId, { consent: event.data.consent, recordedAt: event.data.recordedAt });
    if (event.type === "AccountDeleted") latest.delete(event.data.userId);
  }
  return latest;
};

/**
 * `results_access_consents`: whether each trainer lets their local lead and admins see their results
 * (§6), for the results endpoints to check. A person never recorded has no row (given by default); an
 * erased person's row goes with them.
 */
export const resultsAccessProjection: Projection = {
  name: READ_MODELS.resultsAccess,
  version: 1,
  ...resultsAccessTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const latest = latestConsents(batch);
    const erased = erasedPeopleIn(batch).map(({ userId }) => userId);
    if (latest.size > 0) {
      await trx
        .withSchema(schema)
        .into("results_access_consents")
        .insert([...latest].map(([person_id, { consent, recordedAt }]) => ({ person_id, consent, recorded_at: recordedAt })))
        .onConflict("person_id")
        .merge();
    }
    if (erased.length > 0) await trx.withSchema(schema).from("results_access_consents").whereIn("person_id", erased).delete();
    if (!announcing || latest.size === 0) return;
    // The person's own account page, and the results screens of those the consent concerns (their lead, admins).
    const people = [...latest.keys()];
    const leads = await leadsOf(trx, schema, people);
    announce({ topic: "users", ids: people, audience: { roles: [], userIds: people } });
    announce({
      topic: "sessions",
      ids: [],
      audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: [...people, ...people.flatMap((person) => leads.get(person) ?? [])] },
    });
  },
};
