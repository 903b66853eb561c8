// The trainerUpgrade slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The train-the-trainer route (§1, §2.18, §4): the trainer sign-up, 'How this tool works' and Trainer Advice. */
const trainerUpgrade = {
  stepNotPending: "This step of becoming a trainer is not waiting for you.",
  consentRequired: "You must agree to your local and regional lead's access to sign up",
  verifyEmailFirst: "Verify your email address before you sign up as a trainer: follow the link we emailed you, or send it again from your home page.",
  trainTheTrainerNotAttended:
    "You can sign up as a trainer once you have attended a Train the Trainer session. If you attended one, ask its trainer to add you to its registered attendees.",
  noRequestWaiting: "This request for a local lead account is no longer waiting for a decision.",
  localLeadRequestWaiting:
    "You asked for a local lead account: an admin will look at your request and we'll email you their decision. Until then you are a trainer.",
  // Trainer account completion (/ttt-signup).
  signUpTitle: "Complete your trainer account",
  signUpIntro: "Well done on completing Train the Trainer ({course}). Tell us where you will deliver sessions, and your trainer account is ready.",
  nothingPending: "There is no trainer sign-up waiting for you.",
  localAuthoritiesHint: "Where you will deliver sessions. Type a name to add one that is not in the list.",
  managerHeading: "Your role",
  managerLabel: "I'm managing groups of trainers",
  managerHint: "Tick this if you lead a group of trainers: we'll ask an admin to make your account a local lead's. Until they do, it is a trainer's.",
  consentHeading: "Consent",
  consentLabel: "I agree that my local lead and the regional lead can see my sessions and my evaluation results",
  signUp: "Sign Up",
  haveTrainerAccount: "Already have a trainer account?",
  // 'How this tool works' (/how-it-works).
  howItWorksTitle: "How this tool works",
  howItWorksIntro:
    "Watch this short video before you start: it shows how to create a session, invite participants, collect their evaluations and read your results.",
  watchVideo: "Watch the video",
  opensInNewTab: "(opens in a new tab)",
  // Trainer Advice (/trainer-advice).
  adviceIntro: "Everything you need to run your sessions with this tool.",
  toolHeading: "How the tool helps you",
  toolText:
    "Create a session for each training date, then invite participants by e-mail or share its registration link. Participants register, get reminders and complete their evaluations here, and you follow registrations, responses and results on your dashboard as they come in.",
  videosHeading: "Explainer videos",
  videoSessions: "Creating a session and inviting participants",
  videoEvaluations: "Collecting evaluations and reading your results",
  feedbackHeading: "Tell us what you think",
  feedbackText: "Help us make the tool better for trainers.",
  feedbackLink: "Open the feedback form",
  supportHeading: "Need help?",
  supportText: "Write to the support team:",
  certifiedTitle: "You are now a certified trainer",
  certifiedText: "Download your trainer certificate, then read the advice below. When you are ready, go to your dashboard to create your first session.",
  certificateLink: "Download my certificate",
  finish: "Go to my dashboard",
} as const;

/** Requests for a local lead account made at the trainer sign-up (§2.18), which an admin approves or declines (ours). */
const localLeadRequests = {
  // The admin's list on Trainers & Local Leads.
  title: "Requests to become a local lead",
  intro:
    "These new trainers ticked 'I'm managing groups of trainers' when they completed Train the Trainer. Approving makes their trainer account a local lead account: they can add trainers to their group and see the group's sessions, attendees and results.",
  count: "{count, plural, one {# request waiting} other {# requests waiting}}",
  asked: "Asked on",
  approve: "Approve",
  approveNamed: "Approve {name}'s request",
  declineNamed: "Decline {name}'s request",
  confirmApprove: "Make {name} a local lead? They will be able to add trainers to their group and see its sessions, attendees and results.",
  confirmDecline: "Decline {name}'s request? They stay a trainer.",
  approved: "{name} is now a local lead. We've let them know by email.",
  declined: "{name}'s request was declined. We've let them know by email.",
  approvedNotSent: "{name} is now a local lead, but we could not email them just now.",
  declinedNotSent: "{name}'s request was declined, but we could not email them just now.",
  // The admin's staff home.
  homeNotice:
    "{count, plural, one {# new trainer is waiting for a decision on a local lead account.} other {# new trainers are waiting for a decision on a local lead account.}}",
  review: "Review requests",
  // Told to the person who asked, by e-mail.
  approvedSubject: "Your local lead account is ready",
  approvedIntro:
    "An admin approved your request: your trainer account is now a local lead account. You can add trainers to your group and follow their sessions and results.",
  approvedHowTo: "Log in again (or choose Switch Account) and pick Local lead.",
  declinedSubject: "Your request for a local lead account",
  declinedIntro: "An admin looked at your request for a local lead account and declined it. You keep your trainer account and can go on running your sessions.",
} as const;

export const en = { trainerUpgrade, localLeadRequests } as const;
