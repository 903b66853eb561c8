// The errorReports slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** Error reporting (§1): the crash screen's report and the admins' Reports screen. */
const errorReports = {
  title: "Error reports",
  intro: "When a screen crashes, it sends a report by itself: half of these are kept (sample rate 0.5). Every report a person sends is kept.",
  loading: "Loading reports",
  empty: "No error reports",
  when: "When",
  kind: "Kind",
  reportedBy: "Reported by",
  page: "Page",
  error: "Error",
  note: "What they were doing",
  kindCrash: "Crash (automatic)",
  kindFeedback: "Feedback",
  notLoggedIn: "Not logged in",
  reportSent: "Thank you: your report has been sent.",
  reportFailed: "Your report could not be sent. Please try again later.",
  tooManyReports: "Many reports were sent from here just now. Please try again later.",
} as const;

export const en = { errorReports } as const;
