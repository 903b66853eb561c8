// What the staff home looks at (§2.6): how soon, how recent, how low. The specification names the
// 50 % response rate and the 7 days; how far back a finished session still asks for action is ours.

export const STAFF_HOME_RULES = {
  /** A session starting within this many days, with spaces and no invitations sent, needs invitations. */
  startingWithinDays: 7,
  /** A session that ended within this many days still asks for its evaluation e-mail and its responses. */
  finishedWithinDays: 30,
  /** A finished session's post-session response rate below this (percent) asks for a reminder. */
  lowResponseRatePercent: 50,
  /** How many of the next sessions the home lists. */
  nextSessions: 5,
  /** How many weeks the responses chart covers, this one included. */
  chartWeeks: 12,
} as const;
