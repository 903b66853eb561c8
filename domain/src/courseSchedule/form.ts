import { Schema } from "effect";
import { MAX_FILTER_VALUES } from "../sessionLists/query";
import { Uuid } from "../shared/fields";
import { says, saying } from "../shared/fieldMessage";

/** POST /api/course-schedule/leads: the local leads whose sessions appear publicly (an empty list hides all). */
export const PublicLeadsForm = Schema.Struct({
  leads: Schema.propertySignature(
    Schema.Array(Uuid.annotations(saying("list.chooseLocalLeads")))
      .annotations(saying("list.chooseLocalLeads"))
      .pipe(Schema.maxItems(MAX_FILTER_VALUES, saying("list.tooManyValues"))),
  ).annotations({ missingMessage: () => says("list.chooseLocalLeads") }),
});
export type PublicLeadsForm = typeof PublicLeadsForm.Type;
