// The sessionMail slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** Session e-mail (§2.10, §2.11, §5, §7, §8), word for word; ours marked below. */
const mail = {
  sent: "Done! Emails have been sent successfully",
  surveySent: "Done, emails sent successfully!",
  scheduled: "Done! Email successfully scheduled",
  canceled: "Email successfully canceled",
  noParticipants: "No participants in this session",
  addRecipients: "You should add recipients emails",
  selectScheduleDate: "Select schedule date and time",
  noEmailsSent: "No emails have been sent",
  noRemindersSent: "No reminder Emails have been sent!",
  noEmailsScheduled: "No Emails Scheduled",
  // Ours: the specification gives no words for these.
  dateInPast: "Choose a date and time in the future",
  alreadySent: "This email has already been sent",
  duplicateScheduled: "The same email is already scheduled for that time, to the same recipients",
  mailServerDown: "The email could not be sent. Please try again later.",
  someNotReached: "The email was sent, except to {addresses}: the mail server refused them. Check these addresses and send again: only they will get it.",
  noneReached: "The email could not be sent to {addresses}. Check these addresses, or try again later.",
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
  /** A session's invitation (§2.11, ours). */
  invitationSubject: "You're invited: {course} training session",
  invitationHeading: "You're invited to a training session",
  invitationIntro: "You have been invited to a {course} training session ({modules}).",
  invitationPlaces: "Places are limited: please register using the button below to confirm your place.",
  invitationAction: "Register for this session",
  /** A session's reminder (§2.11, ours). */
  reminderSubject: "Reminder: your {course} training session {when}",
  reminderHeading: "Your training session is coming up",
  reminderIntro: "This is a reminder of the {course} training session you registered for.",
  reminderPreCourse: "Before the session, please complete the pre-course evaluation. {notice}",
  reminderCannotAttend: "If you can no longer attend, please let your trainer know.",
  /** An evaluation e-mail (§2.11, ours). */
  surveySubject: "Please complete your evaluation: {label}",
  surveyAction: "Complete the evaluation",
  /** The registration confirmation (§2.12, ours). */
  confirmationSubject: "You're registered: {title}",
  confirmationIntro: "You are registered for {title}. The attached calendar file adds every date of the session to your calendar.",
  confirmationPreCourse: "{notice} Please complete it before the session.",
  // Never 'now available': whether a document is open depends on evaluations the e-mail does not know of (§2.12, §6).
  confirmationMaterials: "Your course materials are on the Materials page: each opens once you complete the evaluation it needs. Your session is at {url}",
  confirmationCannotAttend: "If you can no longer attend, please let the trainer know or request removal from the session's page.",
  confirmationView: "View your session",
  /** The forgotten-password e-mail (ours). */
  resetSubject: "Reset your password",
  resetHeading: "Reset your password",
  resetIntro: "We received a request to reset the password of your account.",
  resetValidity: "The link below works once, for one hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  /** Under an e-mail's button (ours). */
  buttonFallback: "If the button does not work, copy this address into your browser: {url}",
} as const;

/** The session e-mail screens' own words (§2.9, §2.10, §2.11): labels, buttons, headings; the e-mails' texts are in `mail`. */
const mailScreens = {
  emailPreview: "Email preview",
  subject: "Subject:",
  // A person's standing on the recipients checklist.
  candidateNew: "New",
  candidateSent: "Invitation sent",
  candidateConfirmed: "Registered",
  selectAll: "Select all",
  selectNew: "Select New",
  selectNone: "Select none",
  recipients: "Recipients",
  recipientCount: "{count, plural, one {# recipient} other {# recipients}}",
  sendOn: "Send on",
  at: "At",
  // What an e-mail is, in a list.
  invitation: "Invitation",
  reminder: "Session info reminder",
  // A scheduled e-mail's state.
  statusPending: "Scheduled",
  statusCancelled: "Canceled",
  statusFailed: "Failed",
  scheduledFor: "for {time}",
  sendingFailed: "Every try to send it failed.",
  sendingFailedBecause: "Every try to send it failed: {failure}.",
  // The e-mail tables.
  sent: "Sent",
  preview: "Preview",
  automatic: "(automatic)",
  scheduled: "(scheduled)",
  viewScheduled: "View the e-mail scheduled for {time}",
  cancelScheduled: "Cancel the e-mail scheduled for {time}",
  cancelEmail: "Cancel email",
  keepIt: "Keep it",
  willNotBeSent: "The {email} e-mail of {time} will not be sent.",
  viewSent: "View the e-mail sent {time}",
  sentAt: "Sent {time}",
  // Session created and the e-mail screen.
  sessionCreatedIntro: "Your session has been created. Invite participants now: add their e-mails, check the invitation and send it.",
  registrationLinkHelp: "Anyone with this link can register for the session.",
  invitees: "Invitees",
  registeredAttendees: "Registered attendees",
  addParticipantsEmails: "Add participants' e-mails",
  otherRecipients: "Other recipients",
  extraInformationPlaceholder: "Anything to add to this e-mail, e.g. where to park",
  sendEmail: "Send Email",
  scheduleEmail: "Schedule Email",
  scheduleEmailMore: "Schedule Email…",
  skipForNow: "Skip for now",
  // The Manage Session drawer's e-mail views.
  sentInvitations: "Emails you have sent",
  sentReminders: "Reminder emails you have sent",
  emailEvaluation: "Email evaluation to attendees: {evaluation}",
  scheduleEvaluation: "Schedule emails to attendees: {evaluation}",
  scheduledEmails: "Scheduled emails",
  scheduleAnEmail: "Schedule an email: {evaluation}",
  scheduledEmail: "Scheduled email",
  backToScheduled: "Back to scheduled emails",
  // Scheduling the same e-mail twice.
  duplicateWarning: "The same email ({email}) is already scheduled for {time}, to the same recipients. Schedule it a second time?",
  scheduleAgain: "Schedule it again",
  keepTheOne: "Keep just the one",
  // Scheduled e-mails beside the sent ones, and beside the invitees.
  scheduledToGo: "Scheduled",
  alreadySent: "Sent",
  scheduledInvitations: "Invitations scheduled",
  scheduledEmailFor: "Email scheduled for {time}",
} as const;

export const en = { mail, mailScreens } as const;
