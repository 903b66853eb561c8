import { Schema } from "effect";
import { defineContract, requestPart } from "../http/contract";
import { requiredField } from "../shared/fields";
import { says } from "../shared/fieldMessage";

// The HTTP contracts of the results-access consent (§2.5 My Account, §6), catalogued as the `resultsAccess` slice.

const ResultsAccessConsent = Schema.Struct({
  /** True: the caller's local lead and admins may see their evaluation results. */
  consent: requiredField(Schema.Boolean.annotations({ message: () => says("validation.required") })),
}).annotations({ identifier: "ResultsAccessConsent" });
type ResultsAccessConsent = typeof ResultsAccessConsent.Type;

export const myResultsAccessContract = defineContract({
  method: "GET",
  path: "/api/my-account/results-access",
  readModels: ["resultsAccess"],
  summary: "Whether the caller lets their local lead and admins see their evaluation results (given until withdrawn)",
  audience: "staff",
  answer: ResultsAccessConsent,
});

export const recordResultsAccessContract = defineContract({
  method: "PUT",
  path: "/api/my-account/results-access",
  summary: "Give or withdraw the caller's local lead's and admins' access to their evaluation results",
  audience: "staff",
  body: requestPart(ResultsAccessConsent),
  answer: ResultsAccessConsent,
});

export const RESULTS_ACCESS_CONTRACTS = [myResultsAccessContract, recordResultsAccessContract] as const;
