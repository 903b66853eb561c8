// The shared slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

const validation = {
  required: "This field is required",
  invalidEmail: "Invalid email",
  tooLong100: "Too long - should be 100 characters maximum",
  passwordPolicy: "Password must contain min. 8 characters, one capital letter, one lowercase letter, one number and one non alphabetical or numeric character",
  passwordsMustMatch: "Passwords must match",
  postcodeTooShort: "Too short - should be 5 characters minimum",
  postcodeTooLong: "Too long - should be 7 characters maximum",
  invalidPostcode: "Invalid Postcode",
  mustAgreeTerms: "You must agree to our terms and conditions",
  mustConfirmAttendance: "You must confirm attendance",
  invalidLink: "Invalid link",
  positiveNumber: "Should be greater than 0",
  selectAtLeastOne: "You must select at least one of the options",
  sessionType: "You must select either online or face to face",
  minOneDate: "errMsgs.MIN_1_DATE",
  maxFourDates: "errMsgs.MAX_4_DATES",
  endBeforeStart: "End date is before the start date",
  zoomLink: "Please enter a valid Zoom link",
  teamsLink: "Please enter a valid Teams link",
  googleLink: "Please enter a valid Google Meet link",
  formHasErrors: "There are errors, please check above.",
} as const;

/** Requests the server cannot read (ours). */
const request = {
  invalidJson: "The request body is not valid JSON",
  emptyJson: "The request body is empty",
  notJson: "Send the request body as application/json",
  tooLarge: "The request body is too large",
  // A path or command naming something that does not exist (or no longer does).
  noSession: "No session found",
  noUser: "No user found",
  noAccount: "No account found",
  noEmail: "No email found",
  noTrainer: "No trainer found",
  noLocalLead: "No local lead found",
  noStaffMember: "No staff member found",
  noTrainerInYourGroup: "No trainer in your group found",
  noGroupMembership: "No group membership found",
  noGroupInvitation: "No invitation to join this group is waiting for you",
  noScheduledEmail: "No scheduled email found",
  noSuchPage: "No such page found",
  noCourse: "No course found",
  noDocument: "No document found",
  noCertificate: "No certificate found",
  /** Fastify's own words for a request it refused otherwise: English only, so Welsh says it plainly. */
  unreadable: "{detail}",
} as const;

/** What a refused input is told when the specification gives no words (ours). */
const input = {
  unsupportedCharacters: "Remove the special or invisible characters from this field",
  tooLong: "Too long - should be {max} {max, plural, one {character} other {characters}} maximum",
  tooManyItems: "Too many - {max} at most",
  capacityTooLarge: "Should be {max} or fewer",
  nestedTooDeeply: "The request body is nested too deeply",
  /** Words Effect's schema library wrote itself, for a shape no message of ours covers: English only, so Welsh says it plainly. */
  notUnderstood: "{detail}",
  chooseOneOf: "Choose one of {values}",
  dateFormat: "Enter a date as YYYY-MM-DD",
  timeFormat: "Enter a time as HH:mm (24 hours)",
  optional: "(optional)",
} as const;

const errors = {
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

/** Texts the specification leaves to us; kept together so every tier says the same thing. */
const product = {
  /** The specification's word for a value a session or person does not have (§2.7, §2.10, §2.13, §2.17). */
  notApplicable: "N/A",
  invalidCredentials: "Invalid email or password",
  emailTaken: "This email is already registered. Please log in instead.",
  notLoggedIn: "Please log in to continue",
  notAllowed: "You are not allowed to do this",
  tooManyLogins: "Too many log in attempts. Please wait a minute and try again.",
  crossSiteRefused: "Request refused: it did not come from this site",
  invalidInput: "Please check the highlighted fields",
  specialModuleAdminOnly: "Only an admin can add the Train the Trainer or Trainer Upskill module",
  specialModuleRemovalAdminOnly: "Only an admin can remove the Train the Trainer or Trainer Upskill module",
  dateCountAdminOnly: "Only an admin can add or remove dates",
  moduleNotInCourse: "This module is not part of the chosen course",
  trainerUnknown: "Choose a trainer from the list",
  trainerNotInGroup: "Choose yourself or a trainer from your group",
  trainerMustIncludeSelf: "You must be one of the session's trainers",
  trainersMustDiffer: "Choose two different trainers",
  concurrentChange: "Someone else changed this at the same time. Please try again.",
  sessionExists: "This session already exists",
  shortIdTaken: "short id taken",
  // The staff directory (§2.17): texts the specification gives, then ours.
  userAdded: "User added. We've sent them an invitation email.",
  trainerAlreadyInGroup: "The trainer is already part of your group.",
  leftGroup: "You were successfully removed from the group!",
  confirmDeleteTrainer: "Are you sure you want to delete this trainer?",
  cannotRevert: "You won't be able to revert this!",
  trainerDeleteFailed: "Error!, Internal server Error",
  noTrainers: "No Trainers",
  noLocalLeads: "No Local Leads",
  noArchived: "No Archived",
  noAuditors: "No Auditors",
  noParticipants: "No participants found",
  trainerJoinedGroup: "Trainer added to your group. We've let them know by email.",
  notATrainer: "This email belongs to an account that is not a trainer's",
  staffAccountArchived: "This staff account is archived. An admin can restore it.",
  cannotAddYourself: "You cannot add yourself to your own group",
  cannotRemoveYourself: "You cannot remove yourself from the list",
  cannotArchiveYourself: "You cannot archive your own account",
  chooseLocalLead: "Choose a local lead from the list",
  staffArchived: "Staff account archived",
  staffRestored: "Staff account restored",
  emailHasAccount: "This email already belongs to an account",
  invitationNotSent: "User added, but the invitation email could not be sent. They can set a password with 'Forget password?' on the log in page.",
  groupNoticeNotSent: "Trainer added to your group, but we could not email them just now.",
  /** An e-mail's greeting. */
  hello: "Hello {name}",
} as const;

/** The language switch names each language in itself. */
const language = {
  label: "Language",
  english: "English",
  welsh: "Cymraeg",
} as const;

const roles = {
  admin: "Admin",
  localLead: "Local lead",
  trainer: "Trainer",
  participant: "Participant",
  superAdmin: "Super admin",
  auditor: "Auditor",
} as const;

/** The shared screen pieces (web/src/ui). */
const ui = {
  loadFailed: "This could not be loaded",
  tryAgain: "Try again",
  cancel: "Cancel",
  pages: "Pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page {number}",
  back: "Back",
  noMatches: "No matches",
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
  // Words every slice's screens share (issue 28: one key a text, so a translator fixes it once).
  // Labels of fields, columns and facts.
  email: "Email",
  name: "Name",
  role: "Role",
  localAuthorities: "Local authorities",
  status: "Status",
  actions: "Actions",
  type: "Type",
  date: "Date",
  from: "From",
  answer: "Answer",
  responses: "Responses",
  results: "Results",
  details: "Details",
  erased: "Erased",
  // Buttons and links.
  saveChanges: "Save changes",
  continue: "Continue",
  decline: "Decline",
  next: "Next",
  view: "View",
  viewDetails: "View details",
  show: "Show",
  filters: "Filters",
  clearFilters: "Clear filters",
  chooseCourse: "Choose a course",
  // Counts, states and outcomes.
  total: "Total: {count}",
  /** The caller named among others: the trainers to choose (§2.9), the staff directory. */
  me: "{name} (Me)",
  loadingEllipsis: "Loading…",
  copied: "Copied!",
  done: "Done!",
  error: "Error!",
  errorPrefix: "Error!, ",
  errorWithMessage: "Error!, {message}",
  /** §2's failure message, in the two casings the specification gives it screen by screen; each screen keeps its own. */
  errorWentWrong: "Error! something went wrong",
  errorWentWrongCapitalised: "Error! Something went wrong",
} as const;

/** What a 429 says (ours: the specification gives none); log in and password attempts keep theirs above. */
const rateLimit = {
  tooManySignUps: "Too many accounts were created from your network just now. Please try again later.",
  tooManyAccountEmails: "We have already sent several e-mails to this address. Please check your inbox, or try again later.",
  tooManySessionEmails: "You have sent many e-mails in a short time. Please wait a while before sending more.",
  tooManyInvitations: "You have invited many people in a short time. Please wait a while before inviting more.",
} as const;

/** Messages for bad list, export and schedule queries (ours: the specification gives none). */
const list = {
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

/** The local authorities of §9 as the screens name them; the stored and sent value stays the English name. */
const localAuthorities = {
  blaenauGwent: "Blaenau Gwent",
  caerphilly: "Caerphilly",
  monmouthshire: "Monmouthshire",
  newport: "Newport",
  torfaen: "Torfaen",
} as const;

/** The organisation groups of §9 as the screens name them; the stored and sent value stays the English name. */
const organisations = {
  housing: "Housing",
  statutory: "Statutory",
  localAuthority: "Local authority",
  health: "Health",
  socialCare: "Social care",
  college: "College",
  sportAndLeisure: "Sport and leisure",
  drugAndAlcohol: "Drug and alcohol",
  thirdSector: "Third sector",
  communityGroup: "Community group",
  governmentBody: "Government body",
  privateSector: "Private sector",
  none: "None",
  other: "Other, please specify",
} as const;

/** The top bar and the side menu of §2.4, in the specification's words. */
const shell = {
  appName: "Wellbeing training",
  skipToMain: "Skip to main content",
  menu: "Menu",
  mainMenu: "Main menu",
  mainNavigation: "Main",
  home: "Home",
  createSession: "Create New Session",
  trainerAdvice: "Trainer Advice",
  sessions: "Sessions",
  evaluationResults: "Evaluation results",
  accountDetails: "Account details",
  accountDetailsTitle: "Account Details",
  yourResults: "Your Results",
  yourGroupResults: "Your Group Results",
  yourSessions: "Your Sessions",
  yourGroupSessions: "Your Group Sessions",
  yourTrainers: "Your Trainers",
  allResults: "All Results",
  allSessions: "All Sessions",
  trainersAndLocalLeads: "Trainers & Local Leads",
  participants: "Participants",
  courseSchedule: "Course Schedule",
  myCourse: "My course",
  materials: "Materials",
  myAccount: "My Account",
  switchAccount: "Switch Account",
  logOut: "Log out",
} as const;

/** The welcome page of §1. */
const welcome = {
  title: "Welcome",
  intro: "Book and run the wellbeing course programme's training sessions, complete your evaluations and find your course materials.",
  trainer: "I'm a Trainer",
  participant: "I'm a Course Participant",
  courseSchedule: "See the sessions you can book",
  findOutMore: "I want to find out more",
} as const;

/**
 * The terms and conditions and the privacy notice (/terms, /privacy; issue 11, rough edge 12), with the
 * research-use notice in §1's words. One key a paragraph.
 */
const legal = {
  termsTitle: "Terms and conditions",
  privacyTitle: "Privacy notice",
  termsLinkText: "terms and conditions",
  privacyLinkText: "privacy notice",
  signUpAgreement: "You also agree to our {terms} and confirm that you have read our {privacy}.",
  registrationAgreement: "Please read our {terms} and our {privacy} before you register.",
  legalLinks: "Terms and privacy",

  termsIntro:
    "These terms apply to everyone who uses this website: course participants, trainers, local leads and administrators. By creating an account or registering for a session you agree to them, so please read them first.",
  termsWhoHeading: "Who runs the programme",
  termsWho:
    "This website belongs to a regional workforce training programme that runs a mental-wellbeing course, as a standard course and a young people's course, for people who work in and with the local authorities of the region. The programme team runs the website; trained trainers and local leads deliver the sessions.",
  termsFundingHeading: "Free sessions, funded by public bodies",
  termsFunding:
    "Sessions are free to attend because public bodies fund them, and our funders need to know that the course works. Evaluation is mandatory for every participant: the course is funded, anonymised responses are analysed and reported to funders, and the data is used for research in anonymised form.",
  termsAccountHeading: "Your account",
  termsAccount:
    "Give your real name and an e-mail address that you read, and keep your password to yourself. One account is for one person. Tell us at once if you think someone else has used your account.",
  termsSessionsHeading: "Registering and attending",
  termsSessions:
    "Register for each module separately, and attend the modules in order, starting with Module 1. A session only runs with at least six participants. If you cannot attend, please tell your trainer as early as you can, so that someone else can have your place. If a session is full, contact the trainer to join its waiting list.",
  termsEvaluationsHeading: "Evaluations",
  termsEvaluations:
    "When you register you agree to complete your course's evaluations: one before the course (it takes about 2 minutes), one after each session, and follow-ups some months later. Your answers are anonymous; the privacy notice explains what happens to them.",
  termsCertificatesHeading: "Certificates and course materials",
  termsCertificates:
    "Once you have attended a module and completed its post-session evaluation, you can download a certificate for it. The workbooks, guides and other course materials are for your own learning: please do not sell them or share them outside the course.",
  termsConductHeading: "Using the website fairly",
  termsConduct:
    "Do not try to reach accounts or information that are not yours, to disrupt the website, or to use it to send e-mails nobody asked for. Trainers and local leads invite only people who want to take part, and use participants' details only to run their sessions. We may close an account that breaks these terms.",
  termsChangesHeading: "Changes, and ending your account",
  termsChanges:
    "We may change these terms when the programme changes; the version on this page is the one that applies. You can stop using the website and delete your account at any time, on My Account.",
  termsLawHeading: "Law and language",
  termsLaw: "These terms are governed by the law of England and Wales. They are published in Welsh and in English, and the two versions have equal standing.",

  privacyIntro:
    "This notice explains what personal data this website keeps about you, why, who sees it, and what your rights are. It applies to course participants and to staff: trainers, local leads and administrators.",
  privacyWhoHeading: "Who is responsible for your data",
  privacyWho:
    "The programme team, which runs this website for the regional workforce training programme, is responsible for your personal data (the data controller). Trainers and local leads use it on the programme's behalf, to deliver their sessions.",
  privacyDataHeading: "What we keep",
  privacyDataAccount: "Your name and e-mail address, and the language you want us to write to you in.",
  privacyDataPassword: "Your password, kept only in a scrambled form that cannot be turned back into the password.",
  privacyDataSessions:
    "The sessions you register for, whether you attended, any message you send the trainer when you register (special requirements, say), and the e-mails we send you.",
  privacyDataEvaluations: "Your evaluation answers.",
  privacyDataStaff: "For trainers, local leads and administrators also: your organisation, the local authorities you deliver in and the sessions you run.",
  privacyWhyHeading: "Why we keep it",
  privacyWhy:
    "To run your account and your registrations; to send you the e-mails about your sessions (invitations, confirmations, reminders, evaluation links and password links); to issue your certificates; and to evaluate the course for the public bodies that fund it.",
  privacyBasisHeading: "Our lawful basis",
  privacyBasis:
    "We use your data to carry out a task in the public interest: delivering and evaluating a publicly funded training programme (UK GDPR, Article 6(1)(e)). Where an evaluation answer says something about your health or wellbeing, we use it only for statistics and research in the public interest, in anonymised form and with the safeguards of Article 89.",
  privacyResearchHeading: "Your evaluation answers: anonymised, reported to funders, used for research",
  privacyResearch:
    "Evaluation is mandatory for every participant: the course is funded, anonymised responses are analysed and reported to funders, and the data is used for research in anonymised form.",
  privacyAnonymisation:
    "Your answers are never shown or reported with your name or e-mail address: trainers see their sessions' answers without names, results are reported for groups, never for one person, and nothing given to funders or researchers names you or could identify you. At the start of each evaluation we ask whether you agree to the research use, and we record your answer.",
  privacySharingHeading: "Who we share it with",
  privacySharing:
    "Funders receive only anonymised results, and researchers evaluating the course receive only anonymised answers: never your name or e-mail address. Your trainer and their local lead see the names and e-mail addresses of the people registered for their sessions. The companies that host this website and send its e-mails handle data for us under contract, only to run it. We never sell your data or use it for marketing.",
  privacyRetentionHeading: "How long we keep it",
  privacyRetention:
    "We keep your account and your registrations for as long as you have an account, so that you can see your course and download your certificates. When you delete your account, your name and e-mail address are erased: each person's details are locked with a key of their own, and deleting the account destroys the key, so the details can no longer be read anywhere, in our records or in their back-ups. Anonymised evaluation answers are kept, because they no longer identify you and are part of the programme's results and research.",
  privacyRightsHeading: "Your rights",
  privacyRights:
    "You have the right to see the personal data we keep about you (access), to have it corrected and to have it erased. You can correct your name and e-mail address yourself on My Account, and erase your account there with 'Delete account'. You may also object to how we use your data, or ask us to restrict it. For a copy of your data, or any other request, contact us: we answer within one month.",
  privacyComplaint: "If you are unhappy with how we have used your data, you can complain to the Information Commissioner's Office (ico.org.uk).",
  privacyLanguageHeading: "The language we write to you in",
  privacyLanguage:
    "When you create an account we ask whether you want us to write to you in Welsh or in English. We keep your answer on your account and send every e-mail in that language; you can change it on My Account at any time. Someone we write to who has no account gets both languages, Welsh first.",
  privacyCookiesHeading: "Cookies",
  privacyCookies:
    "The website uses only the cookies it needs to work: to keep you logged in, to show you your own changes at once, and to remember the language you chose on screen. It uses no advertising or tracking cookies.",

  contactHeading: "Contact us",
  contact: "For any question about these terms or this notice, or to use your rights, write to {email}. We answer in Welsh or in English, as you prefer.",
} as const;

/**
 * A session's facts as e-mails, calendar files and the screens tell them (ours). Shared: every slice that shows a
 * session (its page, the lists, print, the roster, audit, certificates, results) labels its facts with these.
 */
const sessionFacts = {
  platformOther: "Other",
  online: "Online",
  /** A day a person decides by, with its times: 'Wednesday 10 December 2026, 10:00 to 12:30'. */
  dayWithTimes: "{day}, {start} to {end}",
  /** A day on a staff screen or the print page: '10/12 10:00 to 12:30'. */
  dayMonthWithTimes: "{day} {start} to {end}",
  moduleNumberTrainer: "Trainer",
  evaluation: "Evaluation",
  // The labels of an e-mail's details.
  course: "Course",
  modules: "Module(s)",
  dates: "Date(s)",
  location: "Location",
  meetingPlatform: "Meeting platform",
  meetingLink: "Meeting link",
  trainers: "Trainer(s)",
  contactEmail: "Contact email",
  // A calendar entry.
  dayOf: "{title} (day {day} of {days})",
  calendarWhen: "When: {date}",
  calendarTrainers: "Trainers: {trainers}",
  calendarMeetingLink: "Meeting link: {link}",
  calendarContact: "Contact: {email}",
  calendarDetails: "Session details: {url}",
  // The labels of a session's facts on the screens that show them (the session's page, lists, print, audit).
  trainersHeading: "Trainers",
  datesHeading: "Dates",
  modulesHeading: "Modules",
  module: "Module",
  delivery: "Delivery",
  faceToFace: "Face to face",
  capacity: "Capacity",
  extraInformation: "Extra information",
  extraInfo: "Extra info",
} as const;

export const en = {
  validation,
  request,
  input,
  errors,
  product,
  language,
  roles,
  ui,
  rateLimit,
  list,
  localAuthorities,
  organisations,
  shell,
  welcome,
  legal,
  sessionFacts,
} as const;
