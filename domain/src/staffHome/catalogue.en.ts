// The staffHome slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The staff home beside its reach tiles (§2.6): next sessions, the responses chart, what needs doing. Ours, but for the §8 warning. */
const staffHome = {
  nextSessions: "Next sessions",
  nextSessionsCaption: "Your next sessions, soonest first",
  allSessions: "See all sessions",
  responsesChart: "Responses over time",
  responsesChartSummary: "{total, plural, one {# evaluation response} other {# evaluation responses}} in the last {weeks, plural, one {week} other {# weeks}}.",
  weekOf: "Week of {date}",
  responsesSeries: "Responses",
  toDo: "What needs doing",
  nothingToDo: "Nothing needs doing. You're all caught up.",
  loadFailed: "Your sessions and what needs doing could not be loaded just now.",
  openSession: "Manage Session",
  openSessionOf: "Manage Session: {session}",
  sessionLine: "{dates} · {modules} · {course}",
  inviteParticipants: "Send invitations",
  inviteParticipantsDetail: "Starts within 7 days with {spaces, plural, one {# space} other {# spaces}} left, and no invitations have been sent.",
  takeRegister: "Take the register",
  takeRegisterDetail: "Finished, and {count, plural, one {# date has} other {# dates have}} no attendance recorded.",
  sendEvaluation: "Send the evaluation",
  sendEvaluationDetail: "Finished with {attendees, plural, one {# attendee} other {# attendees}}, and no evaluation e-mail has been sent or scheduled.",
  lowResponseRate: "Chase responses",
  lowResponseRateDetail: "Response rate {rate}%: {responses} of {attendees, plural, one {# attendee} other {# attendees}} answered the evaluation.",
  missedModules: "Check earlier modules",
  missedModulesDetail: "{count, plural, one {# attendee has} other {# attendees have}} not completed the previous module of this course.",
  offerFreeSpaces: "Offer free spaces to the waiting list",
  offerFreeSpacesDetail:
    "{waiting, plural, one {# person is} other {# people are}} on the waiting list and {spaces, plural, one {# space is} other {# spaces are}} free, not offered yet.",
  removalRequests: "Answer removal requests",
  removalRequestsDetail: "{count, plural, one {A participant has asked to be removed.} other {# participants have asked to be removed.}}",
  responseRateOverFull:
    "You have surveys with a response rate over 100%. This is because you have had more responses than confirmed attendees. To fix this please update your sessions to have the correct number of people who attended",
} as const;

/** The dashboards (§2.6): the staff one with its reach figures, and the participant's. */
const dashboard = {
  welcomeBack: "Welcome back {name}",
  totalReach: "Your Total Reach",
  figuresNotLoaded: "Your figures could not be loaded just now.",
  responseRate: "Response Rate",
} as const;

export const en = { staffHome, dashboard } as const;
