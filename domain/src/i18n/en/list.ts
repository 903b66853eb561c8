/** Messages for bad list, export and schedule queries (ours: the specification gives none). */
export const list = {
  page: "Page must be a whole number from 1",
  pageSize: "Page size must be a whole number from 1 to 100",
  listType: "Choose upcoming or all",
  upcomingOnly: "Only upcoming sessions are listed here",
  trueOrFalse: "Use true or false",
  chooseFromList: "Choose from the list",
  tooManyValues: "Choose at most 50",
  delivery: "Choose online or faceToFace",
  target: "Choose me, myGroup or all",
  dateRange: "The end date must be on or after the start date",
  chooseLocalLeads: "Choose local leads from the list",
} as const;
