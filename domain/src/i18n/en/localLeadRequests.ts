/** Requests for a local lead account made at the trainer sign-up (§2.18), which an admin approves or declines (ours). */
export const localLeadRequests = {
  // The admin's list on Trainers & Local Leads.
  title: "Requests to become a local lead",
  intro:
    "These new trainers ticked 'I'm managing groups of trainers' when they completed Train the Trainer. Approving makes their trainer account a local lead account: they can add trainers to their group and see the group's sessions, attendees and results.",
  count: "{count, plural, one {# request waiting} other {# requests waiting}}",
  asked: "Asked on",
  approve: "Approve",
  decline: "Decline",
  approveNamed: "Approve {name}'s request",
  declineNamed: "Decline {name}'s request",
  confirmApprove: "Make {name} a local lead? They will be able to add trainers to their group and see its sessions, attendees and results.",
  confirmDecline: "Decline {name}'s request? They stay a trainer.",
  cancel: "Cancel",
  approved: "{name} is now a local lead. We've let them know by email.",
  declined: "{name}'s request was declined. We've let them know by email.",
  approvedNotSent: "{name} is now a local lead, but we could not email them just now.",
  declinedNotSent: "{name}'s request was declined, but we could not email them just now.",
  failed: "Error!, {message}",
  // The admin's staff home.
  homeNotice: "{count, plural, one {# new trainer is waiting for a decision on a local lead account.} other {# new trainers are waiting for a decision on a local lead account.}}",
  review: "Review requests",
  // Told to the person who asked, by e-mail.
  approvedSubject: "Your local lead account is ready",
  approvedHeading: "Hello {name}",
  approvedIntro: "An admin approved your request: your trainer account is now a local lead account. You can add trainers to your group and follow their sessions and results.",
  approvedHowTo: "Log in again (or choose Switch Account) and pick Local lead.",
  declinedSubject: "Your request for a local lead account",
  declinedHeading: "Hello {name}",
  declinedIntro: "An admin looked at your request for a local lead account and declined it. You keep your trainer account and can go on running your sessions.",
  logIn: "Log in",
} as const;
