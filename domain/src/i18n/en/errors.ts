export const errors = {
  generic: "Something went wrong. Please try again later",
  somethingWentWrong: "Something went wrong",
  sessionUnavailable: "Error!, The session You are looking for is unavailable",
  notFoundPage: "Sorry, the page you visited does not exist.",
  serverErrorPage: "Sorry, the server is wrong.",
  unauthorizedPage: "Sorry, you are not authorized to access this page.",
} as const;
