import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { SESSION_RESULTS_CONTRACTS } from "./contracts";

// A session survey's results (§2.16, §3 Survey responses, §9):
// - resultItems.ts: what the results show of each question, worded in the reader's language;
// - figures.ts: each response's answers and per question the count of each answer, with the response rate;
// - answers.ts, contracts.ts: GET /api/session/:id/:surveyType/responses.
// Who may see them is the resultsAccess slice's rule (sessionResultsAccess).
export * from "./resultItems";
export * from "./figures";
export * from "./answers";
export * from "./contracts";

/** The sessionResults slice: its contracts and texts, for slices.ts. */
export const sessionResultsSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "sessionResults",
  contracts: SESSION_RESULTS_CONTRACTS,
  catalogue,
});
