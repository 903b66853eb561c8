import type { Role } from "../roles";

// The route list of §2.1 with who may open each route (§2.2, §2.3). The web app's route table
// and its access guard are built from this one list.

export type RouteAccess =
  /** Anyone; logged-in users stay. */
  | { readonly kind: "public" }
  /** Logged-out visitors only; a logged-in user goes to their home. */
  | { readonly kind: "publicOnly" }
  /** Logged-in users with one of these roles (or any role). */
  | { readonly kind: "private"; readonly roles: ReadonlyArray<Role> | "any" };

const publicRoute: RouteAccess = { kind: "public" };
const publicOnly: RouteAccess = { kind: "publicOnly" };
const anyRole: RouteAccess = { kind: "private", roles: "any" };
const only = (...roles: Role[]): RouteAccess => ({ kind: "private", roles });

const STAFF: Role[] = ["admin", "superAdmin", "localLead", "trainer"];
const ADMIN: Role[] = ["admin", "superAdmin"];
const ADMIN_AND_LEADS: Role[] = [...ADMIN, "localLead"];

export const ROUTES = {
  welcome: { path: "/", access: publicOnly },
  login: { path: "/login", access: publicOnly },
  participantSignUp: { path: "/participant/signup", access: publicOnly },
  participantLogin: { path: "/participant-login", access: publicOnly },
  howItWorks: { path: "/how-it-works", access: only("trainer", "localLead") },
  decideRole: { path: "/decide-role", access: anyRole },
  unauthorized: { path: "/unauthorized", access: publicRoute },
  certifiedTrainer: { path: "/certified-trainer", access: anyRole },
  tttSignUp: { path: "/ttt-signup", access: only("participant") },
  dashboard: { path: "/dashboard", access: only(...STAFF) },
  createSession: { path: "/create-session", access: only(...STAFF) },
  sessionCreated: { path: "/session-created/:id", access: only(...STAFF) },
  survey: { path: "/survey/:id/:type", access: publicRoute },
  sessionDetails: { path: "/session-details/:id", access: only(...STAFF) },
  sessionEdit: { path: "/session-edit/:id", access: only(...STAFF) },
  myAccount: { path: "/my-account", access: only(...STAFF, "participant", "auditor") },
  changePassword: { path: "/change-password", access: anyRole },
  trainerAdvice: { path: "/trainer-advice", access: only("trainer", "localLead") },
  mySessions: { path: "/my-sessions", access: only(...STAFF) },
  allSessions: { path: "/all-sessions", access: only(...ADMIN) },
  register: { path: "/register/:id", access: publicRoute },
  availableSessions: { path: "/available-sessions/:id", access: publicRoute },
  courseSchedule: { path: "/course-schedule", access: publicRoute },
  chooseCourse: { path: "/choose-course", access: only(...STAFF) },
  chooseCourseMaterials: { path: "/choose-course-materials", access: only("participant") },
  trainerResults: { path: "/trainer-results", access: only(...STAFF) },
  trainerSessions: { path: "/trainer-sessions/:trainerId?", access: only(...ADMIN_AND_LEADS) },
  leaveGroup: { path: "/remove/:localLead/:trainer", access: only("trainer", "localLead") },
  // A local lead's invitation to a trainer of another group (e-mailed; answered logged in).
  groupInvitation: { path: "/group-invitation/:localLead", access: only("trainer", "localLead") },
  surveyResults: { path: "/survey/:id/:surveyType/results", access: only(...STAFF) },
  trainerThankYou: { path: "/trainer/trainer-thank-you", access: anyRole },
  groupSessions: { path: "/group-sessions/:localLeadId?", access: only(...ADMIN_AND_LEADS) },
  groupResults: { path: "/group-results/:course/:localLeadId?/:trainerName?", access: only(...ADMIN_AND_LEADS) },
  trainers: { path: "/trainers", access: only(...ADMIN_AND_LEADS) },
  participants: { path: "/participants", access: only(...ADMIN) },
  addTrainer: { path: "/add-trainer", access: only(...STAFF) },
  addUser: { path: "/add-user", access: only(...ADMIN) },
  forgetPassword: { path: "/forget-password", access: publicOnly },
  resetPassword: { path: "/reset-password/:token", access: publicRoute },
  verifyEmail: { path: "/verify-email/:token", access: publicRoute },
  participantDashboard: { path: "/participant-dashboard", access: only("participant") },
  participantProgress: { path: "/participant/progress", access: only("participant") },
  participantSessions: { path: "/participant-sessions-list", access: only("participant") },
  participantSessionDetails: { path: "/participant-session-details/:id", access: only("participant") },
  /** Issue 29: the participant's place on a session's waiting list, and the space offered to them (the offer e-mail's link). */
  waitingListPlace: { path: "/waiting-list/:id", access: only("participant") },
  participantMaterials: { path: "/participant/materials/:course", access: only("participant") },
  participantThankYou: { path: "/participant/thank-you", access: only("participant") },
  print: { path: "/print/:sessionId", access: only(...STAFF) },
  certificate: { path: "/certificate/:sessionId/*", access: anyRole },
  // The terms and privacy pages (issue 11), linked from sign-up, registration and the welcome page.
  terms: { path: "/terms", access: publicRoute },
  privacy: { path: "/privacy", access: publicRoute },
  // The event history (issue 15): admins and the read-only auditor.
  auditTrail: { path: "/audit", access: only(...ADMIN, "auditor") },
  notFound: { path: "/404err", access: publicRoute },
  serverError: { path: "/500err", access: publicRoute },
  // Anyone may check a certificate by its code, logged in or not (§2.18 certificates anyone can verify).
  verifyCertificate: { path: "/verify/:code?", access: publicRoute },
  // Checking in by a session date's QR code (issue 29): open to all, so a logged-out participant is offered the log-in on the spot.
  checkIn: { path: "/check-in/:token", access: publicRoute },
  // Error reporting (§1, issue 15): the crashes and feedback reported, for admins.
  errorReports: { path: "/error-reports", access: only(...ADMIN) },
} as const satisfies Record<string, { readonly path: string; readonly access: RouteAccess }>;

export type RouteKey = keyof typeof ROUTES;

/** Fills a route's `:params` (optional ones may be left out). */
export const pathTo = (key: RouteKey, params: Record<string, string | undefined> = {}): string =>
  ROUTES[key].path.replace(/\/:(\w+)\??/g, (_whole, name: string) => (params[name] ? `/${encodeURIComponent(params[name])}` : "")).replace(/\/\*$/, "") || "/";

/** The log-in page for a route: the participant one for participants' screens, the staff one otherwise. */
export const loginPathFor = (access: RouteAccess): string =>
  access.kind === "private" && access.roles !== "any" && access.roles.every((role) => role === "participant")
    ? ROUTES.participantLogin.path
    : ROUTES.login.path;

/** Where a person logging out goes: the log-in page of the account they held. */
export const loginPathOf = (role: Role | null): string => (role === "participant" ? ROUTES.participantLogin.path : ROUTES.login.path);

/** Each account's home: the participant's dashboard, the event history for an auditor (who has no other screen), else the staff dashboard. */
export const homeOf = (role: Role): string =>
  role === "participant" ? ROUTES.participantDashboard.path : role === "auditor" ? ROUTES.auditTrail.path : ROUTES.dashboard.path;
