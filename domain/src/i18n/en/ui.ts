/** The shared screen pieces (web/src/ui). */
export const ui = {
  loadFailed: "This could not be loaded",
  tryAgain: "Try again",
  cancel: "Cancel",
  pages: "Pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {number}",
  back: "Back",
  noMatches: "No matches",
  notAvailableYet: "Not available yet",
  notAvailableYetDescription: "The {title} screen is not available yet. It arrives in a later release.",
  /** The day field (typed DD/MM/YYYY, §9) and its calendar's buttons. */
  dayPlaceholder: "DD/MM/YYYY",
  today: "Today",
  clear: "Clear",
  /** The calendar's own words, where Blueprint would show English. */
  calendar: "Calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  month: "Month",
  year: "Year",
  invalidDate: "Invalid date",
  dateOutOfRange: "Date out of range",
  /** The controls of dialogs, drawers, toasts, tags and searchable lists (Blueprint's own are English only). */
  close: "Close",
  removeItem: "Remove {name}",
  clearSelection: "Clear selected items",
  search: "Search",
  clearSearch: "Clear search",
  options: "Options",
  openDropdown: "Open dropdown",
  loading: "Loading",
  /** §1: the warning for browsers the app does not support. */
  browserNotSupported: "Your browser is not supported",
  browserNotSupportedText:
    "You are using Internet Explorer or an outdated browser that this website does not support. Please use a recent version of Chrome, Edge, Firefox or Safari.",
} as const;
