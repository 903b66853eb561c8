/** The shared screen pieces (web/src/ui). */
export const ui = {
  loadFailed: "This could not be loaded",
  tryAgain: "Try again",
  cancel: "Cancel",
  pages: "Pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {number}",
} as const;
