// The sessions slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** What the session screens say (§2.10, §7, §8), word for word. */
const session = {
  edited: "Session has been successfully edited",
  deleteConfirm: "Are you sure that you want to delete this session?",
  deleted: "Success! Session has been successfully deleted",
  cannotDelete: "Cannot delete this session",
  cannotDeleteWithResponses: "Cannot delete this session: it has evaluation responses. Remove its registered attendees first, then delete it.",
  deleteFailed: "Oops! Something error in deleting this session",
  linkCopied: "Link copied!",
  copyFailed: "Unable to copy the Link",
  /** The location of a face-to-face session without an address yet (§2.10). */
  locationToBeConfirmed: "TBC",
  /**
   * The funder notice (§2.12): the course is funded, all participants must complete evaluations,
   * and the evaluation asked for takes about 2 minutes (§9), the pre-course one unless another is named.
   */
  fundedEvaluationNotice: "This course is funded, so all participants must complete evaluations. The {evaluation} takes about 2 minutes.",
  /** The evaluation the funder notice names unless another is given. */
  preCourseEvaluation: "pre-course evaluation",
  // Create and Edit Session (§2.9).
  createSubmit: "Create session",
  created: "Session created",
  editTitle: "Edit Session",
  backToSession: "Back to the session",
  dateLabel: "Date {number}",
  startTime: "Start time",
  endTime: "End time",
  timePlaceholder: "HH:mm",
  removeDate: "Remove date {number}",
  needsOneDate: "A session needs at least one date",
  addDate: "Add another date",
  deliveryQuestion: "How is the session delivered?",
  choosePlatform: "Choose a platform",
  /** The meeting platforms, keyed by the value the API takes (§9). */
  platform_zoom: "Zoom",
  platform_teams: "Microsoft Teams",
  platform_google: "Google Meet",
  platform_other: "Other",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  town: "Town or city",
  postcode: "Postcode",
  /** The courses, keyed by the value the API takes (§9). */
  course_C5: "Standard course",
  course_YOUNG_PEOPLE: "Young people's course",
  capacityHint: "The most participants who can register",
  capacityPlaceholder: "e.g. 12",
  chooseCourseFirst: "Choose a course first",
  chooseModules: "Choose modules",
  /** The modules, keyed by the value the API takes (§9). */
  module_1: "Module 1",
  module_2: "Module 2",
  module_3: "Module 3",
  "module_train-the-trainer": "Train the Trainer",
  "module_trainer-upskill": "Trainer Upskill",
  trainersLoadFailed: "The list of trainers could not be loaded.",
  trainersError: "Error!, {reason}",
  trainer1: "Trainer 1",
  trainer2: "Trainer 2",
  chooseTrainer: "Choose a trainer",
  noSecondTrainer: "No second trainer",
  erasedTrainer: "Erased trainer",
  contactTitle: "Contact and joining information",
  contactEmailHint: "Participants see this address and can write to it",
  extraInformationHint: "For example parking, what to bring, or how to join",
  // Manage Session (§2.10).
  manageTitle: "Manage Session",
  print: "Print",
  missedModule:
    "{count, plural, one {# attendee has not completed the previous module of this course.} other {# attendees have not completed the previous module of this course.}}",
  viewParticipants: "View participants",
  eventDetails: "Event Details",
  deleteSession: "Delete Session",
  deleteYes: "Yes, delete it",
  invitePromote: "Invite & Promote",
  shareRegistrationLink: "Share this link: people register for the session with it.",
  registrationLink: "Registration link",
  sendInvitation: "Send Email Invitation",
  manageInvitees: "Manage invitees",
  viewSentEmails: "View emails you have sent",
  manageAttendees: "Manage Attendees",
  registeredAttendees: "Registered attendees:",
  ofCapacity: "of {capacity}",
  edit: "Edit",
  viewEditAttendees: "View & edit registered attendees",
  viewSpecialRequirements: "View special requirements",
  sendSessionInfo: "Send session info email reminder",
  getFeedback: "Get Feedback",
  /** The evaluation links, keyed by survey type (§4). */
  "surveyLink_pre-course": "Pre-course evaluation",
  surveyLink_post: "Post-session evaluation",
  "surveyLink_post-train-the-trainer": "Post-session evaluation (Train the Trainer)",
  "surveyLink_post-trainer-upskill": "Post-session evaluation (Trainer Upskill)",
  "surveyLink_3-months-follow-up": "3 Months Follow Up",
  "surveyLink_6-months-follow-up": "6 Months Follow Up",
  /** What each evaluation link is for, in its info pop-up. */
  "aboutLink_pre-course": "Ask attendees to complete this before the session starts. It takes about 2 minutes.",
  aboutLink_post: "Ask attendees to complete this at the end of the session. It takes about 2 minutes.",
  "aboutLink_post-train-the-trainer": "Ask attendees to complete this at the end of the Train the Trainer session.",
  "aboutLink_post-trainer-upskill": "Ask attendees to complete this at the end of the Trainer Upskill session.",
  "aboutLink_3-months-follow-up": "Attendees complete this three months after the course. The link is the same for every session of the course.",
  "aboutLink_6-months-follow-up": "Attendees complete this six months after the course. The link is the same for every session of the course.",
  aboutLink: "About the {label} link",
  namedLink: "{label} link",
  responses: "Responses: {count} out of {total, plural, one {# attendee} other {# attendees}}",
  /** Issue 24 §4, issue 25: responses from people not on the registered list, shown apart and never counted in the attendees' rate. */
  otherResponses: "{count, plural, one {# more response} other {# more responses}} from people not registered for this session (not counted above)",
  emailEvaluation: "Email evaluation to attendees",
  scheduleEvaluation: "Schedule emails to attendees",
  viewEvaluationResults: "View evaluation results",
  evaluationResults: "evaluation results",
  followUpLinks: "Follow-up Links",
  /** An action whose feature is not built yet (§2.10). */
  comesLater: "{action} comes with {feature}, in a later release",
  comesLaterLabel: "{action} ({reason})",
  copyLink: "Copy link",
  copyNamedLink: "Copy link: {label}",
} as const;

/** The print page of a session (§2.18): its details and its evaluation links with QR codes. */
const print = {
  print: "PRINT",
  evaluationLinks: "Evaluation links",
  qrCodeOf: "QR code of the {label} link",
  region: "Region",
} as const;

export const en = { session, print } as const;
