import { Schema } from "effect";

// Who a response rate counts (issue 29): the attendees who came, once the register has been taken.

/** What the rate is over: those the register says came (`attended`), or (until it is taken) those registered. */
export const AttendeesBasisAnswer = Schema.Literal("attended", "registered");
export type AttendeesBasis = typeof AttendeesBasisAnswer.Type;

/**
 * The attendees a response rate divides by: those recorded as come (on any of the session's dates)
 * once any mark is on the register; before that, the registered attendees, and the answer says so, so
 * a session whose register was never taken still shows a rate (§9) rather than none.
 */
export const responseRateBase = (registered: number, came: number | null): { readonly attendees: number; readonly basis: AttendeesBasis } =>
  came === null ? { attendees: registered, basis: "registered" } : { attendees: came, basis: "attended" };
