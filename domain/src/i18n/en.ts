// The English catalogue: every user-facing text, in the specification's words (§5 validation, §8 errors)
// where it gives them, as ICU MessageFormat. The Welsh catalogue (cy.ts) has exactly these keys: a text
// added here does not compile until it is in Welsh too. Screens read texts with useT()/<T> (web/src/i18n),
// services with translatorFor(language) or a Message ({ key, params }) the HTTP edge words for the caller.

export const en = {
  validation: {
    required: "This field is required",
    invalidEmail: "Invalid email",
    tooLong100: "Too long - should be 100 characters maximum",
    passwordPolicy:
      "Password must contain min. 8 characters, one capital letter, one lowercase letter, one number and one non alphabetical or numeric character",
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
  },

  /** Requests the server cannot read (ours). */
  request: {
    invalidJson: "The request body is not valid JSON",
    emptyJson: "The request body is empty",
    notJson: "Send the request body as application/json",
    tooLarge: "The request body is too large",
    notFound: "No {what} found",
  },

  /** What a refused input is told when the specification gives no words (ours). */
  input: {
    unsupportedCharacters: "Remove the special or invisible characters from this field",
    tooLong: "Too long - should be {max} characters maximum",
    tooManyItems: "Too many - {max} at most",
    capacityTooLarge: "Should be {max} or fewer",
    nestedTooDeeply: "The request body is nested too deeply",
    optional: "(optional)",
  },

  errors: {
    generic: "Something went wrong. Please try again later",
    somethingWentWrong: "Something went wrong",
    sessionUnavailable: "Error!, The session You are looking for is unavailable",
    notFoundPage: "Sorry, the page you visited does not exist.",
    serverErrorPage: "Sorry, the server is wrong.",
    unauthorizedPage: "Sorry, you are not authorized to access this page.",
  },

  /** Texts the specification leaves to us; kept together so every tier says the same thing. */
  product: {
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
  },

  /** Account management (§2.5, §5, §8): passwords, account details, deletion. */
  account: {
    forgotEmailRequired: "*Please enter your email",
    forgotEmailInvalid: "*Please enter valid email.",
    resetEmailSent: "Password reset email sent!",
    passwordResetFailed: "password reset failed",
    notAUser: "you are not a user",
    passwordResetDone: "Done! Password reset successfully",
    oldPasswordRequired: "*Please enter your old password.",
    newPasswordRequired: "*Please enter your new password.",
    confirmPasswordRequired: "*Please confirm your new password.",
    passwordNotMatch: "*Password is not match.",
    passwordChanged: "Done!, Password Changed",
    accountDeleted: "Done!, Account deleted successfully",
    detailsMissingTitle: "Details Missing",
    updateMyAccount: "Update my account",
    // Ours: the specification gives no words for these.
    wrongOldPassword: "Your old password is not correct",
    detailsSaved: "Your account details have been saved",
    detailsMissingText: "We don't have your name yet. Please update your account details.",
    deleteAccountConfirm: "Are you sure you want to delete your account? Your name and email address will be erased. You won't be able to revert this!",
    tooManyRequests: "Too many attempts. Please wait a minute and try again.",
    setYourPassword: "Set your password",
    invitationIntro: "Welcome! Choose the password of your new account.",
  },

  /** What the session screens say (§2.10, §7, §8), word for word. */
  session: {
    edited: "Session has been successfully edited",
    deleteConfirm: "Are you sure that you want to delete this session?",
    deleteCannotRevert: "You won't be able to revert this!",
    deleted: "Success! Session has been successfully deleted",
    cannotDelete: "Cannot delete this session",
    deleteFailed: "Oops! Something error in deleting this session",
    linkCopied: "Link copied!",
    copyFailed: "Unable to copy the Link",
    /** The location of a face-to-face session without an address yet (§2.10). */
    locationToBeConfirmed: "TBC",
    /**
     * The funder notice (§2.12): the course is funded, all participants must complete evaluations,
     * and the evaluation asked for takes about 2 minutes (§9), the pre-course one unless another is named.
     */
    fundedEvaluationNotice:
      "This course is funded, so all participants must complete evaluations. The {evaluation} takes about 2 minutes.",
    /** The evaluation the funder notice names unless another is given. */
    preCourseEvaluation: "pre-course evaluation",
  },

  /** The session lists, available sessions and public course schedule (§2.7, §2.8). */
  sessionList: {
    upcomingCount: "Upcoming Sessions",
    upcomingSessions: "{count, plural, one {# Upcoming Session} other {# Upcoming Sessions}}",
    totalCount: "Total Sessions",
    addNewSession: "Add new session",
    noSessions: "No Sessions",
    noData: "No data found",
    view: "View",
    viewAndRegister: "View & register",
    noneAvailable: "No sessions currently available. Check back soon.",
    availableHeading: "Available sessions",
    exportFailed: "Error! something went wrong",
    // Ours: the specification describes these without giving the words.
    modulesInOrder: "Modules must be completed in order, starting with Module 1. Please register for each module separately.",
    inviteLinkIntro: "Share this link to invite participants to your upcoming sessions:",
    missedEarlierModules: "Some participants have not attended the earlier modules",
    scheduleIntro1: "You can register for any of the sessions below.",
    scheduleIntro2:
      "The modules must be attended in order, starting with Module 1, and you need to register for each module individually.",
    scheduleIntro3: "Courses are delivered in person or live online.",
    scheduleIntro4:
      "A session only runs with at least six participants, so if you can no longer attend please let the trainer know.",
    waitingList: "If a session is full, contact its trainer to join the waiting list.",
    fullSession: "Full: contact the trainer to join a waiting list",
  },

  /** Messages for bad list, export and schedule queries (ours: the specification gives none). */
  list: {
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
  },

  /** Session e-mail (§2.10, §2.11, §5, §7, §8), word for word; ours marked below. */
  mail: {
    sent: "Done! Emails have been sent successfully",
    surveySent: "Done, emails sent successfully!",
    scheduled: "Done! Email successfully scheduled",
    canceled: "Email successfully canceled",
    noParticipants: "No participants in this session",
    addRecipients: "You should add recipients emails",
    selectScheduleDate: "Select schedule date and time",
    invalidTag: "Invalid!",
    noEmailsSent: "No emails have been sent",
    noRemindersSent: "No reminder Emails have been sent!",
    noEmailsScheduled: "No Emails Scheduled",
    surveyEmailFailed: "Error! Something went wrong",
    errorPrefix: "Error!, ",
    copied: "Copied!",
    // Ours: the specification gives no words for these.
    dateInPast: "Choose a date and time in the future",
    alreadySent: "This email has already been sent",
    mailServerDown: "The email could not be sent. Please try again later.",
    surveyLinkMismatch: "This is not an evaluation link of this session",
    /** The opening of an evaluation e-mail: each survey type asks at its own moment, so each has its own words. */
    surveyIntroPreCourse:
      "Thank you for registering for the {course} training session. Before it starts, please tell us a little about how you are feeling now, so that we can see what difference the course makes.",
    surveyIntroPost: "Thank you for taking part in the {course} training session. Please tell us how it went.",
    surveyIntroPostTrainTheTrainer:
      "Thank you for taking part in the Train the Trainer session of the {course}. Please tell us how it went and how ready you feel to deliver the course.",
    surveyIntroPostTrainerUpskill:
      "Thank you for taking part in the Trainer Upskill session of the {course}. Please tell us how it went and how ready you feel to deliver the course.",
    surveyIntroThreeMonths: "Three months ago you took part in the {course} training. Please tell us how you have been getting on since.",
    surveyIntroSixMonths: "Six months ago you took part in the {course} training. Please tell us how you have been getting on since.",
    /** The forgotten-password e-mail (ours). */
    resetSubject: "Reset your password",
    resetHeading: "Reset your password",
    resetIntro: "We received a request to reset the password of your account.",
    resetValidity:
      "The link below works once, for one hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    resetAction: "Reset Password",
    /** Under an e-mail's button (ours). */
    buttonFallback: "If the button does not work, copy this address into your browser: {url}",
  },

  /** Invitees, registration and the participant's session (§2.10, §2.12, §2.13, §4, §5, §8). */
  roster: {
    attendeesUpdated: "Attendees list updated successfully",
    sessionFull:
      "Sorry, this session is now full. Please register for a different session. For more information, please use the contact email above.",
    registered: "Successfully registered",
    alreadyRegistered: "Already registered!",
    completePreCourse: "Complete pre-course evaluation now",
    completePreCourseEvaluation: "Complete pre-course evaluation",
    completePostSessionEvaluation: "Complete post-session evaluation",
    whatNow: "What now? Your course materials are now available",
    removalRequestSent: "Successfully sent removal request",
    noMessages: "No messages received currently.",
    invalid: "Invalid!",
    errorPrefix: "Error!, ",
    detailsFailed: "Error! something went wrong",
    loading: "Loading",
    removalGuidance: "E-mails of participants who already completed the post-session evaluation cannot be removed.",
    // Ours: the specification describes these without giving the words.
    evaluatedCannotBeRemoved: "{emails} completed the post-session evaluation and cannot be removed",
    notYourEmail: "You can only register with the e-mail address of your account",
    notRegistered: "You are not registered for this session",
    cannotRegisterAs:
      "You are logged in as {role}. Only participants can register for a session: log in or switch to your participant account to register.",
    loginToRegister: "Log in or create a participant account to register for this session.",
    termsLabel: "I agree to the terms and conditions",
    attendanceLabel: "I confirm that I will attend every date of this session",
    messageLabel: "Special requirements or a message for the trainer",
    tooManyEmails: "Too many e-mail addresses: 500 at most",
    messageTooLong: "Too long - should be 2000 characters maximum",
    removalReasonLabel: "Why do you want to be removed from this session?",
    noInvitees: "No invitees yet",
    noAttendees: "No registered attendees yet",
    noRemovalRequests: "No removal requests",
    confirmationSubject: "You're registered",
    copied: "Copied!",
    requestRemoval: "Request removal from this session",
    removalRequested: "You have asked to be removed from this session. The trainer will be in touch.",
    removalDialogTitle: "Request removal",
    erasedParticipant: "(erased participant)",
    listGuidance: "Type or paste e-mail addresses separated by spaces, commas or semicolons, then press Enter.",
  },

  /** What a 429 says (ours: the specification gives none); log in and password attempts keep theirs above. */
  rateLimit: {
    tooManySignUps: "Too many accounts were created from your network just now. Please try again later.",
    tooManyAccountEmails: "We have already sent several e-mails to this address. Please check your inbox, or try again later.",
    tooManySessionEmails: "You have sent many e-mails in a short time. Please wait a while before sending more.",
    tooManyInvitations: "You have invited many people in a short time. Please wait a while before inviting more.",
  },

  /** Proving an e-mail address (issue 9): the link, its e-mail, the callouts and the verify page. Ours: the specification gives none. */
  emailVerification: {
    mailSubject: "Verify your e-mail address",
    mailHeading: "Verify your e-mail address",
    mailIntro: "Please confirm that this is your e-mail address for your wellbeing training account.",
    mailValidity: "The link below works once, for 24 hours. If you did not ask for this, you can ignore this e-mail.",
    mailAction: "Verify e-mail address",
    linkInvalid: "This verification link is not valid, or it has been used already.",
    linkExpired: "This verification link has expired. Ask for a new one on My Account.",
    alreadyVerified: "Your e-mail address is already verified.",
    verified: "Your e-mail address is verified.",
    linkSent: "We've sent a verification link to {email}.",
    unverifiedTitle: "Please verify your e-mail address",
    unverifiedText:
      "We've e-mailed a link to {email}. Follow it to show the address is yours: until then, sessions that a trainer registered you for under this address stay hidden.",
    pendingTitle: "Confirm your new e-mail address",
    pendingText:
      "We've e-mailed a link to {pendingEmail}. Your address changes when you follow it; until then your account keeps {currentEmail}.",
    resend: "Send the link again",
    detailsSavedPending: "Your account details have been saved. We've sent a link to {email}: your address changes when you follow it.",
    verifying: "Verifying your e-mail address…",
    verifiedTitle: "E-mail address verified",
    failedTitle: "We could not verify your e-mail address",
    askForNewLink: "Send me a new link",
    logInForNewLink: "Log in to ask for a new link.",
    staffListedVerifyFirst:
      "A trainer has already registered this e-mail address for this session. Verify your e-mail address (follow the link we e-mailed you) to see the registration.",
  },
  /** The language switch names each language in itself. */
  language: {
    label: "Language",
    english: "English",
    welsh: "Cymraeg",
  },

  roles: {
    admin: "Admin",
    localLead: "Local lead",
    trainer: "Trainer",
    participant: "Participant",
    superAdmin: "Super admin",
  },

  /** The top bar and the side menu of §2.4, in the specification's words. */
  shell: {
    appName: "Wellbeing training",
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
  },

  /** The welcome page of §1. */
  welcome: {
    title: "Welcome",
    intro:
      "Book and run the wellbeing course programme's training sessions, complete your evaluations and find your course materials.",
    trainer: "I'm a Trainer",
    participant: "I'm a Course Participant",
    findOutMore: "I want to find out more",
  },

  /** The shared screen pieces (web/src/ui). */
  ui: {
    loadFailed: "This could not be loaded",
    tryAgain: "Try again",
    cancel: "Cancel",
    pages: "Pages",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: "Page {number}",
  },

  /** The staff directory's forms (§2.17). */
  staff: {
    correspondenceLanguage: "Which language should we write to them in?",
    // The staff directory's e-mails (ours).
    invitationSubject: "You're invited to Wellbeing training",
    invitationHeading: "Welcome, {name}",
    invitationIntro: "An account has been created for you on Wellbeing training as a {role}.",
    invitationPassword:
      "Choose your password to start. The link works for {days} days; after that, use 'Forget password?' on the log in page.",
    invitationAction: "Set my password",
    groupMembership: "You are in {lead}'s group of trainers: they can see your sessions and their results.",
    groupLeave: "If this is not right, you can leave the group with this link: {url}",
    addedSubject: "You've been added to {lead}'s group",
    addedHeading: "Hello {name}",
    addedIntro: "{lead} added you to their group of trainers on Wellbeing training.",
  },

  /** Log in and sign-up (§2.5). */
  auth: {
    logInTitle: "Log in",
    participantLogInTitle: "Participant log in",
    staffLogInIntro: "Log in as a trainer, local lead or admin.",
    participantLogInIntro: "Log in to your course participant account.",
    email: "Email",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    confirmNewPassword: "Confirm new password",
    forgotPassword: "Forget password?",
    logIn: "Log in",
    noAccount: "Don't have an account?",
    signUp: "Sign up",
    signUpTitle: "Please create an account",
    fullName: "Full name",
    signUpConsent:
      "By creating an account you agree that we keep your profile data (your name and email address) and your evaluation results. Your evaluation answers are anonymised before they are analysed, reported to the course's funders and used for research.",
    correspondenceLanguage: "Which language should we write to you in?",
    haveAccount: "Already have an account?",
    chooseAccountTitle: "Choose an account",
    chooseAccountIntro: "You have more than one account. Which one would you like to use?",
    languageSaved: "{language, select, cy {We will write to you in Welsh from now on.} other {We will write to you in English from now on.}}",
  },
} as const;

/** A catalogue: every group and key of the English one, each an ICU message. */
export type Messages = { readonly [G in keyof typeof en]: { readonly [K in keyof (typeof en)[G]]: string } };
