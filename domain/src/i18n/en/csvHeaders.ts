/** The column headers of the CSV exports (§7, ours); the values stay as they are. */
export const csvHeaders = {
  sessionId: "Session ID",
  course: "Course",
  modules: "Modules",
  dates: "Dates",
  times: "Times",
  delivery: "Delivery",
  location: "Location",
  trainers: "Trainers",
  capacity: "Capacity",
  confirmedParticipants: "Confirmed participants",
  spacesRemaining: "Spaces remaining",
  created: "Created",
} as const;
