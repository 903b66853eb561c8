// The users slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** Account management (§2.5, §5, §8): passwords, account details, deletion. */
const account = {
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
  // What deleting the account takes with it (issue 25), said before it is confirmed.
  deletionQuestion: "Are you sure you want to delete your account? You won't be able to revert this!",
  deletionWhatGoes: "This is what goes with it:",
  deletionErased: "Your name, your e-mail address and what you wrote to us (messages to trainers, written answers in evaluations) will be erased.",
  deletionCertificates:
    "{count, plural, one {Your certificate will be revoked: anyone who checks its code will be told so.} other {Your # certificates will be revoked: anyone who checks their codes will be told so.}}",
  deletionClosedRoles: "Your staff account ({roles}) will be closed too: the sessions you deliver stay, without your name.",
  deletionPlaces:
    "{count, plural, one {You will give up your place in this upcoming session, so someone else can have it:} other {You will give up your places in these # upcoming sessions, so others can have them:}}",
  deletionPlace: "{dates}: {modules}, {course}",
  deletionAttendance: "Sessions you have attended stay in the programme's figures, without your name.",
  deletionChecking: "Checking what goes with your account",
  deletionUnchecked:
    "We could not check your certificates and sessions just now. Deleting your account still revokes your certificates and gives up your places in upcoming sessions.",
  tooManyRequests: "Too many attempts. Please wait a minute and try again.",
  setYourPassword: "Set your password",
  invitationIntro: "Welcome! Choose the password of your new account.",
  // The account screens (§2.5): My Account and Change password.
  myAccountTitle: "My Account Details",
  changePassword: "Change password",
  changePasswordTitle: "Change your password",
  currentPassword: "Current password",
  submit: "Submit",
  deleteAccount: "Delete account",
  confirmDeleteAccount: "Yes, delete my account",
  chooseOrganisation: "Choose your type of organisation",
  specifyOrganisation: "Please specify your organisation",
  localAuthorities: "Delivery local authorities",
  chooseLocalAuthorities: "Choose or type local authorities",
  addLocalAuthority: 'Add "{name}"',
} as const;

/** The staff directory's forms (§2.17). */
const staff = {
  correspondenceLanguage: "Which language should we write to them in?",
  // The staff directory's e-mails (ours).
  invitationSubject: "You're invited to Wellbeing training",
  invitationHeading: "Welcome, {name}",
  invitationIntro:
    "An account has been created for you on Wellbeing training as {role, select, trainer {a trainer} localLead {a local lead} auditor {an auditor} other {a member of staff}}.",
  invitationPassword:
    "Choose your password to start. The link works for {days, plural, one {# day} other {# days}}; after that, use 'Forget password?' on the log in page.",
  invitationAction: "Set my password",
  groupMembership: "You are in {lead}'s group of trainers: they can see your sessions and their results.",
  groupLeave: "If this is not right, you can leave the group with this link: {url}",
  addedSubject: "You've been added to {lead}'s group",
  addedIntro: "{lead} added you to their group of trainers on Wellbeing training.",
} as const;

/** The staff directory's screens (§2.17): trainers and local leads, participants, adding and leaving. */
const staffScreens = {
  // The lists.
  localLeads: "Local Leads",
  archived: "Archived",
  auditors: "Auditors",
  whichList: "Which list",
  organisation: "Organisation",
  localLead: "Local lead",
  trainersInGroup: "Trainers in their group",
  viewNamed: "View {name}",
  addNewUser: "Add New User",
  addTrainer: "Add Trainer",
  // The View modal.
  archive: "Archive",
  restore: "Restore",
  yesArchive: "Yes, archive",
  archiveNamed: "Archive {name}?",
  archiveThisPerson: "Archive this person?",
  archiveWarning: "They will not be able to log in to this staff account, and will not be offered as a trainer, until an admin restores them.",
  // Where the View modal leads.
  pagesAbout: "Their pages",
  groupResults: "Group results",
  groupSessions: "Group sessions",
  // A local lead's Delete.
  delete: "Delete",
  deleteNamed: "Delete {name}",
  deleteTrainer: "Delete trainer",
  yesDelete: "Yes, delete",
  trainerRemoved: "{name} is no longer in your group",
  trainerRemovedUnnamed: "The trainer is no longer in your group",
  // Participants.
  registrationDate: "Registration Date",
  // Adding someone.
  addTrainerTitle: "Adding a trainer to your group",
  onlyLeadsHaveGroup: "Only local leads have a group of trainers",
  addTrainerIntro:
    "A trainer who already has an account and no group joins yours; a trainer in another local lead's group is invited, and joins when they accept. Anyone else gets a trainer account and an email inviting them to set a password.",
  addTrainerSubmit: "Add trainer",
  addUserTitle: "Adding new user",
  noLocalLead: "No local lead",
  localLeadHint: "The group the trainer joins",
  chooseOrganisation: "Choose an organisation",
  chooseLocalAuthorities: "Choose local authorities",
  localAuthoritiesHint: "Choose from the list, or type another and press Enter",
  addUserSubmit: "Add user",
  ok: "OK",
  // Leaving a group from the e-mailed link.
  leaveGroupTitle: "Leave a group",
  yourLocalLead: "your local lead",
  linkForAnotherTrainer: "This link is for another trainer",
  logInWithEmailedAccount: "Log in with the account the email was sent to.",
  /** {leadStrong} is the lead's name shown in bold. */
  leaveGroupQuestion: "Do you want to leave {leadStrong}'s group of trainers? {lead} will no longer see your sessions and results.",
  removeMeFromGroup: "Remove me from the group",
} as const;

/** Proving an e-mail address (issue 9): the link, its e-mail, the callouts and the verify page. Ours: the specification gives none. */
const emailVerification = {
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
  pendingText: "We've e-mailed a link to {pendingEmail}. Your address changes when you follow it; until then your account keeps {currentEmail}.",
  resend: "Send the link again",
  detailsSavedPending: "Your account details have been saved. We've sent a link to {email}: your address changes when you follow it.",
  verifying: "Verifying your e-mail address…",
  verifiedTitle: "E-mail address verified",
  failedTitle: "We could not verify your e-mail address",
  askForNewLink: "Send me a new link",
  logInForNewLink: "Log in to ask for a new link.",
  staffListedVerifyFirst:
    "A trainer has already registered this e-mail address for this session. Verify your e-mail address (follow the link we e-mailed you) to see the registration.",
} as const;

/** A local lead's invitation to a trainer of another lead's group (§2.17, §7 'alreadyInGroup'), and an admin moving a trainer (ours). */
const groupInvitations = {
  // What the local lead is told after Add Trainer.
  invited: "This trainer is in another local lead's group. We've emailed them an invitation to join yours: they stay in their group until they accept it.",
  alreadyInvited: "This trainer already has your invitation to join your group. They stay in their group until they accept it.",
  invitedNotSent: "This trainer is in another local lead's group. Your invitation to join yours is recorded, but we could not email them just now.",
  // Your Trainers: invitations waiting for an answer.
  pendingTitle: "Invitations waiting for an answer",
  pendingIntro: "These trainers are in another local lead's group. They join yours when they accept the invitation we emailed them.",
  pendingTag: "Invitation pending",
  invitedOn: "Invited on",
  // The trainer's page (/group-invitation/:localLead).
  pageTitle: "Invitation to join a group",
  question:
    "{lead} has invited you to join their group of trainers. You are in {current}'s group now: if you accept, you leave it, and {lead} sees your sessions and their results instead.",
  accept: "Accept and join",
  accepted: "You have joined {lead}'s group.",
  declined: "You declined the invitation. You stay in your group.",
  noneWaiting: "This invitation is no longer waiting for your answer.",
  noneWaitingHint: "You may have answered it already, or an admin moved you. Your account details show your local lead.",
  leadNoLongerLeads: "This local lead can no longer take trainers into their group.",
  ownGroup: "A local lead cannot be in their own group",
  // An admin moves a trainer (the View dialog on Trainers & Local Leads).
  moveHeading: "Move to another group",
  movePlaceholder: "Choose a local lead",
  move: "Move",
  moved: "{name} is now in {lead}'s group. We've let them and both local leads know by email.",
  // E-mails.
  inviteSubject: "{lead} invites you to join their group",
  inviteIntro: "{lead} would like you to join their group of trainers on Wellbeing training.",
  inviteStay: "You stay in {current}'s group unless you accept. If you accept, {lead} sees your sessions and their results instead.",
  inviteAction: "Answer the invitation",
  currentLeadSubject: "{trainer} has been invited to another group",
  currentLeadIntro:
    "{lead} invited {trainer}, a trainer in your group, to join their group. {trainer} stays in your group unless they accept; we'll tell you if they do.",
  inviterSubject: "Your invitation to {trainer}",
  inviterIntro:
    "{trainer} is in another local lead's group, so we've emailed them an invitation to join yours. They stay in their group until they accept; we'll email you their answer.",
  joinedSubject: "{trainer} joined your group",
  joinedIntro: "{trainer} accepted your invitation and is now in your group of trainers.",
  leftSubject: "{trainer} left your group",
  leftIntro: "{trainer} accepted {lead}'s invitation and has left your group of trainers.",
  declinedSubject: "{trainer} declined your invitation",
  declinedIntro: "{trainer} declined your invitation to join your group. They stay in their current group.",
  movedSubject: "You've been moved to {lead}'s group",
  movedIntro: "An admin moved you to {lead}'s group of trainers.",
  movedInSubject: "{trainer} joined your group",
  movedInIntro: "An admin moved {trainer} into your group of trainers.",
  movedOutSubject: "{trainer} left your group",
  movedOutIntro: "An admin moved {trainer} to {lead}'s group of trainers.",
  openTrainers: "Open Your Trainers",
} as const;

export const en = { account, staff, staffScreens, emailVerification, groupInvitations } as const;
