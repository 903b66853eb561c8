/** The session lists, available sessions and public course schedule (§2.7, §2.8). */
export const sessionList = {
  upcomingCount: "Upcoming Sessions",
  upcomingSessions: "{count, plural, one {# Upcoming Session} other {# Upcoming Sessions}}",
  totalCount: "Total Sessions",
  addNewSession: "Add new session",
  noSessions: "No Sessions",
  noData: "No data found",
  view: "View",
  viewAndRegister: "View & register",
  noneAvailable: "No sessions currently available. Check back soon.",
  availableHeading: "Available sessions",
  exportFailed: "Error! something went wrong",
  // Ours: the specification describes these without giving the words.
  modulesInOrder: "Modules must be completed in order, starting with Module 1. Please register for each module separately.",
  inviteLinkIntro: "Share this link to invite participants to your upcoming sessions:",
  missedEarlierModules: "Some participants have not attended the earlier modules",
  scheduleIntro1: "You can register for any of the sessions below.",
  scheduleIntro2:
    "The modules must be attended in order, starting with Module 1, and you need to register for each module individually.",
  scheduleIntro3: "Courses are delivered in person or live online.",
  scheduleIntro4:
    "A session only runs with at least six participants, so if you can no longer attend please let the trainer know.",
  waitingList: "If a session is full, contact its trainer to join the waiting list.",
  fullSession: "Full: contact the trainer to join a waiting list",
} as const;
