import { describe, expect, it } from "vitest";
import { guardRoute } from "./guard";
import { ROUTES, loginPathOf, pathTo } from "./routes";

describe("the access guard (§2.2, §2.3)", () => {
  it("waits while authentication loads", () => {
    expect(guardRoute({ status: "loading" }, ROUTES.dashboard.access, "/dashboard")).toEqual({ action: "wait" });
  });

  it("sends a logged-out visitor of a private route to log in, and lets them see public ones", () => {
    expect(guardRoute({ status: "anonymous" }, ROUTES.dashboard.access, "/dashboard")).toEqual({ action: "redirect", to: "/login" });
    expect(guardRoute({ status: "anonymous" }, ROUTES.login.access, "/login")).toEqual({ action: "render" });
  });

  it("sends a logged-out visitor of a participant's screen to the participant log in (an e-mailed link, say)", () => {
    const anonymous = { status: "anonymous" } as const;
    expect(guardRoute(anonymous, ROUTES.participantSessionDetails.access, "/participant-session-details/s1")).toEqual({
      action: "redirect",
      to: "/participant-login",
    });
    expect(guardRoute(anonymous, ROUTES.participantDashboard.access, "/participant-dashboard")).toEqual({ action: "redirect", to: "/participant-login" });
    expect(guardRoute(anonymous, ROUTES.myAccount.access, "/my-account")).toEqual({ action: "redirect", to: "/login" });
    expect(guardRoute(anonymous, ROUTES.changePassword.access, "/change-password")).toEqual({ action: "redirect", to: "/login" });
  });

  it("sends a person logging out to the log in of the account they held", () => {
    expect(loginPathOf("participant")).toBe("/participant-login");
    expect(loginPathOf("trainer")).toBe("/login");
    expect(loginPathOf(null)).toBe("/login");
  });

  it("sends a multi-account person who has not chosen to decide-role", () => {
    const visitor = { status: "authenticated", role: null } as const;
    expect(guardRoute(visitor, ROUTES.dashboard.access, "/dashboard")).toEqual({ action: "redirect", to: "/decide-role" });
    expect(guardRoute(visitor, ROUTES.decideRole.access, "/decide-role")).toEqual({ action: "render" });
  });

  it("sends a logged-in user away from public-only routes to their home", () => {
    expect(guardRoute({ status: "authenticated", role: "trainer" }, ROUTES.login.access, "/login")).toEqual({
      action: "redirect",
      to: "/dashboard",
    });
    expect(guardRoute({ status: "authenticated", role: "participant" }, ROUTES.welcome.access, "/")).toEqual({
      action: "redirect",
      to: "/participant-dashboard",
    });
  });

  it("refuses a role outside the route's list", () => {
    const participant = { status: "authenticated", role: "participant" } as const;
    expect(guardRoute(participant, ROUTES.createSession.access, "/create-session")).toEqual({ action: "redirect", to: "/unauthorized" });
    const trainer = { status: "authenticated", role: "trainer" } as const;
    expect(guardRoute(trainer, ROUTES.addUser.access, "/add-user")).toEqual({ action: "redirect", to: "/unauthorized" });
    expect(guardRoute(trainer, ROUTES.createSession.access, "/create-session")).toEqual({ action: "render" });
    const lead = { status: "authenticated", role: "localLead" } as const;
    expect(guardRoute(lead, ROUTES.trainers.access, "/trainers")).toEqual({ action: "render" });
    expect(guardRoute(lead, ROUTES.participants.access, "/participants")).toEqual({ action: "redirect", to: "/unauthorized" });
  });

  it("builds paths from route keys", () => {
    expect(pathTo("sessionDetails", { id: "abc" })).toBe("/session-details/abc");
    expect(pathTo("groupSessions")).toBe("/group-sessions");
    expect(pathTo("certificate", { sessionId: "s1" })).toBe("/certificate/s1");
  });
});

describe("the train-the-trainer steps in the guard (§2.2, §4)", () => {
  const newTrainer = (pendingStep: "signupAsTtt" | "howItWorks" | "watchTttVideo" | null, role: "trainer" | "localLead" | "participant" = "trainer") =>
    ({ status: "authenticated", role, pendingStep }) as const;

  it("keeps a new trainer on 'How this tool works' until Next", () => {
    expect(guardRoute(newTrainer("howItWorks"), ROUTES.dashboard.access, "/dashboard")).toEqual({ action: "redirect", to: "/how-it-works" });
    expect(guardRoute(newTrainer("howItWorks", "localLead"), ROUTES.trainerAdvice.access, "/trainer-advice")).toEqual({
      action: "redirect",
      to: "/how-it-works",
    });
    expect(guardRoute(newTrainer("howItWorks"), ROUTES.howItWorks.access, "/how-it-works")).toEqual({ action: "render" });
  });

  it("forces the trainer-advice step route while the pending step is watchTttVideo (the certified-trainer screen leads there)", () => {
    expect(guardRoute(newTrainer("watchTttVideo"), ROUTES.createSession.access, "/create-session")).toEqual({ action: "redirect", to: "/trainer-advice" });
    expect(guardRoute(newTrainer("watchTttVideo"), ROUTES.trainerAdvice.access, "/trainer-advice")).toEqual({ action: "render" });
    expect(guardRoute(newTrainer("watchTttVideo"), ROUTES.certifiedTrainer.access, "/certified-trainer")).toEqual({ action: "render" });
  });

  it("forces nothing on public pages, on the participant account, for the sign-up step, or once the route is done", () => {
    expect(guardRoute(newTrainer("watchTttVideo"), ROUTES.courseSchedule.access, "/course-schedule")).toEqual({ action: "render" });
    expect(guardRoute(newTrainer("howItWorks", "participant"), ROUTES.participantDashboard.access, "/participant-dashboard")).toEqual({ action: "render" });
    expect(guardRoute(newTrainer("signupAsTtt", "participant"), ROUTES.participantDashboard.access, "/participant-dashboard")).toEqual({ action: "render" });
    expect(guardRoute(newTrainer(null), ROUTES.dashboard.access, "/dashboard")).toEqual({ action: "render" });
  });
});
