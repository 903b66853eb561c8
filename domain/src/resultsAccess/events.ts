import { Schema } from "effect";
import { Instant, defineEvent } from "../shared/events";
import { defineSliceEvents } from "../slice";

// A trainer's consent to their local lead and the programme's admins seeing their evaluation results
// (§6: 'A trainer's results may be refused (403) when the trainer has not given access to their data').
// Recorded on the person's own user stream.

/** The person gave (`consent: true`) or withdrew (`false`) access to their results for their local lead and admins. */
export const ResultsAccessConsentRecorded = defineEvent("ResultsAccessConsentRecorded", {
  userId: Schema.String,
  consent: Schema.Boolean,
  recordedAt: Instant,
});

export const ResultsAccessEvent = Schema.Union(ResultsAccessConsentRecorded);
export type ResultsAccessEvent = typeof ResultsAccessEvent.Type;

/** What the resultsAccess slice records, for its slice value and sliceEvents.ts. */
export const resultsAccessSliceEvents = defineSliceEvents({ events: [ResultsAccessEvent] });
