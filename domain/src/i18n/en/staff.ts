/** The staff directory's forms (§2.17). */
export const staff = {
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
  addedHeading: "Hello {name}",
  addedIntro: "{lead} added you to their group of trainers on Wellbeing training.",
} as const;
