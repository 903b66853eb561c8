// The participantHome slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The participant's home and journey (§2.6): the participant dashboard, My course and Completed Sessions. */
const participantHome = {
  welcomeBack: "Welcome back",
  intro: "Here is where you are on your course.",
  trainerSignUpTitle: "Finish becoming a trainer",
  trainerSignUpText: "You have completed the Train the Trainer evaluation. Sign up as a trainer to start running sessions yourself.",
  trainerSignUp: "Sign up as a trainer",
  upcomingSessions: "Upcoming sessions",
  noUpcomingSessions: "You are not registered for any upcoming sessions.",
  sessionSummary: "{modules}, {course}",
  evaluationsWaiting: "Evaluations to complete",
  evaluationsWaitingIntro: "Evaluation is part of every course: each one takes about 2 minutes.",
  noEvaluationsWaiting: "You have no evaluations to complete just now. Thank you!",
  evaluationFor: "{modules} on {dates}",
  "completeFollowUp_3-months-follow-up": "Complete the 3-month follow-up",
  "completeFollowUp_6-months-follow-up": "Complete the 6-month follow-up",
  followUpFor: "{course}: your sessions ended on {date}",
  completedModules: "Completed modules",
  sessionDate: "Session Date",
  certificateAfterEvaluation: "After the post-session evaluation",
  certificateAfterAttendance: "Your trainer has not recorded your attendance yet",
  completedSessions: "Completed Sessions",
  nextModuleTitle: "Book your next module",
  nextModuleIntro: "{course}: {module} comes next. Modules are attended in order.",
  nextModuleNearTown: "Sessions with places, around {town} or online:",
  nextModuleNearOnline: "Sessions with places, online or where your last trainers work:",
  nextModuleNone: "No {module} sessions near you have places just now. The course schedule lists every session.",
  nextModuleBook: "Book {module}: {dates}",
  findSessions: "Find a session",
  allSessionsOnSchedule: "See every session on the course schedule",
} as const;

export const en = { participantHome } as const;
