import { Schema } from "effect";
import { LIST_TEXTS } from "../messages";
import { Uuid } from "../shared/fields";

/** POST /api/course-schedule/leads: the local leads whose sessions appear publicly (an empty list hides all). */
export const PublicLeadsForm = Schema.Struct({
  leads: Schema.propertySignature(
    Schema.Array(Uuid.annotations({ message: () => LIST_TEXTS.chooseLocalLeads })).annotations({ message: () => LIST_TEXTS.chooseLocalLeads }),
  ).annotations({ missingMessage: () => LIST_TEXTS.chooseLocalLeads }),
});
export type PublicLeadsForm = typeof PublicLeadsForm.Type;
