export const errors = {
  generic: "Something went wrong. Please try again later",
  somethingWentWrong: "Something went wrong",
  sessionUnavailable: "Error!, The session You are looking for is unavailable",
  notFoundPage: "Sorry, the page you visited does not exist.",
  serverErrorPage: "Sorry, the server is wrong.",
  unauthorizedPage: "Sorry, you are not authorized to access this page.",
  // The crash screen (§1) and the error pages (§2.18).
  crashTitle: "Sorry, this screen stopped working",
  reportFeedback: "Report feedback",
  reload: "Reload",
  backHome: "Back Home",
  reportDetailsAdded: "The error details are added to your report for you.",
  whatWereYouDoing: "What were you doing when this happened?",
  sendReport: "Send report",
} as const;
