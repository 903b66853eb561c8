/** The print page of a session (§2.18): its details and its evaluation links with QR codes. */
export const print = {
  title: "Print",
  backToSession: "Back to the session",
  print: "PRINT",
  evaluationLinks: "Evaluation links",
  qrCodeOf: "QR code of the {label} link",
  type: "Type",
  date: "Date",
  dates: "Dates",
  modules: "Modules",
  region: "Region",
  location: "Location",
  trainers: "Trainers",
} as const;
