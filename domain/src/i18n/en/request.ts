/** Requests the server cannot read (ours). */
export const request = {
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
