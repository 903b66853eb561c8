// The exports slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The exports (§2.16, §2.17, §6, §7): the buttons, the columns of the new CSV files, the research export and its data dictionary (ours). */
const dataExports = {
  exportResponses: "Export Responses",
  exportSessions: "Export Sessions",
  exportTrainers: "Export Trainers",
  exportParticipants: "Export Participants",
  researchExport: "Research export",
  researchExportTitle: "Research export",
  researchExportIntro:
    "An anonymised dataset of the evaluation responses given with research consent, as they stood at the end of the chosen day, with a data dictionary in English and Welsh. The same day always gives the same file.",
  researchAsOf: "As of the end of",
  researchDownload: "Download the research export",
  asOfFuture: "Choose today or an earlier day",
  // Column headers of the responses, trainers and participants CSV files.
  sessionDates: "Session dates",
  localAuthority: "Local authority",
  surveyType: "Survey type",
  researchConsent: "Research consent",
  name: "Name",
  email: "Email",
  role: "Role",
  organisation: "Organisation",
  localAuthorities: "Local authorities",
  localLead: "Local lead",
  trainerCount: "Trainers in group",
  archived: "Archived",
  registrationDate: "Registration date",
  // The data dictionary of the research export: what each column holds.
  dictionaryColumn: "Column",
  dictionaryDescription: "Description (English)",
  dictionaryDescriptionWelsh: "Description (Welsh)",
  dictionaryValues: "Values",
  researchResponse: "The response: a pseudonymous id, stable across research exports",
  researchSession: "The training session: a pseudonymous id, stable across research exports",
  researchSurveyType:
    "Which evaluation this response answers (pre-course, post, 3-months-follow-up, 6-months-follow-up, post-train-the-trainer, post-trainer-upskill)",
  researchQuestionnaireVersion: "The version of the questionnaire the response answered",
  researchCourse: "The course: C5 (standard course) or YOUNG_PEOPLE (young people's course)",
  researchModules: "The session's modules, separated by commas",
  researchFirstDate: "The session's first date (YYYY-MM-DD)",
  researchLastDate: "The session's last date (YYYY-MM-DD)",
  researchDelivery: "How the session was delivered: online or faceToFace",
  researchTrainers: "The session's trainers as pseudonymous ids, separated by commas",
  researchSessionAttended:
    "How many the session's register says came (on any of its dates): a count for the session, never who; empty while its register has not been taken",
  researchDemographic: "{question} (a demographic question: answered once per person, on the response that asked it)",
  // Values of the CSV files, and a question's header where another reads the same.
  yes: "Yes",
  no: "No",
  questionOfGroup: "{group}: {question}",
  // The date-range dialogs of the exports (§2.7, §7: responses by session date, trainers by registration date).
  exportResponsesTitle: "Export responses",
  exportResponsesIntro: "The evaluation responses to the sessions with a date between these days. Leave a day empty to leave that end open.",
  exportTrainersTitle: "Export trainers",
  exportTrainersIntro: "The trainers and local leads who registered between these days. Leave a day empty to leave that end open.",
} as const;

/** The column headers of the CSV exports (§7, ours); the values stay as they are. */
const csvHeaders = {
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
  attended: "Attended",
  created: "Created",
} as const;

export const en = { dataExports, csvHeaders } as const;
