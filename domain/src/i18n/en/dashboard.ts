/** The dashboards (§2.6): the staff one with its reach figures, and the participant's. */
export const dashboard = {
  welcomeBack: "Welcome back {name}",
  role: "Role",
  totalReach: "Your Total Reach",
  figuresNotLoaded: "Your figures could not be loaded just now.",
  sessions: "Sessions",
  participants: "Participants",
  responses: "Responses",
  responseRate: "Response Rate",
  trainers: "Trainers",
} as const;
