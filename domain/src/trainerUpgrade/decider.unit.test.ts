import { describe, expect, it } from "vitest";
import { accountOf } from "../users/account";
import { userRegistered } from "../users/testFixtures";
import { givenWhenThen } from "../testing/givenWhenThen";
import { message } from "../i18n/translate";
import type { UserStreamEvent } from "../users/decider";
import type { Role } from "../roles";
import type { AttendedSession } from "./attendance";
import { trainerUpgradeDecider } from "./decider";

// The train-the-trainer route on the person's user stream (§4): offered after the post-train-the-trainer
// evaluation, the trainer sign-up, Next on 'How this tool works', then Trainer Advice finished.

const { given } = givenWhenThen(trainerUpgradeDecider);
const at = (minute: number) => `2026-11-21T09:${String(minute).padStart(2, "0")}:00.000Z`;

// Ana proved her address (the sign-up asks for it).
const ana = userRegistered({ emailVerified: true });
const offered: UserStreamEvent = { type: "TrainerSignUpOffered", data: { userId: "u-1", course: "C5", offeredAt: at(1) } };
const upgraded = (role: "trainer" | "localLead" = "trainer"): UserStreamEvent => ({
  type: "UpgradedToTrainer",
  data: { userId: "u-1", role, localAuthorities: ["Newport", "Ceredigion"], acceptedLocalLeadAccess: true, course: "C5", upgradedAt: at(2) },
});
const videoWatched: UserStreamEvent = { type: "TttUpgradeStepTaken", data: { userId: "u-1", course: "C5", nextStep: "watchTttVideo", takenAt: at(3) } };
const adviceRead: UserStreamEvent = { type: "TttUpgradeStepTaken", data: { userId: "u-1", course: "C5", nextStep: null, takenAt: at(4) } };

const offer = { type: "OfferTrainerSignUp", userId: "u-1", course: "C5", now: at(1) } as const;

/** Sessions the person holds a confirmed place on, as the handler reads them from the streams. */
const session = (facts: Partial<AttendedSession> = {}): AttendedSession => ({
  sessionId: "s-ttt",
  course: "C5",
  modules: ["train-the-trainer"],
  dates: [{ sessionDate: "2026-11-20", startTime: "09:00", endTime: "16:00" }],
  ...facts,
});
const attendedTtt = [session()];

const signUp = (
  facts: {
    role?: "trainer" | "localLead";
    actingAs?: "participant" | "trainer";
    acceptLocalLeadAccess?: boolean;
    attendedSessions?: ReadonlyArray<AttendedSession>;
  } = {},
) =>
  ({
    type: "UpgradeToTrainer",
    userId: "u-1",
    actingAs: facts.actingAs ?? "participant",
    role: facts.role ?? "trainer",
    localAuthorities: ["Newport", "Ceredigion", "Newport"],
    acceptLocalLeadAccess: facts.acceptLocalLeadAccess ?? true,
    attendedSessions: facts.attendedSessions ?? attendedTtt,
    now: at(2),
  }) as const;
const takeStep = (nextStep: "watchTttVideo" | null, actingAs: "trainer" | "localLead" | "participant" = "trainer", minute = 3) =>
  ({ type: "TakeTttUpgradeStep", userId: "u-1", actingAs, nextStep, now: at(minute) }) as const;

const requested: UserStreamEvent = { type: "LocalLeadAccessRequested", data: { userId: "u-1", requestedAt: at(2) } };
const ADMIN = { userId: "admin-1", role: "admin" } as const;
const decide = (decision: "approve" | "decline", facts: { actor?: { userId: string; role: Role }; archived?: boolean } = {}) =>
  ({ type: "DecideLocalLeadRequest", userId: "u-1", decision, actor: facts.actor ?? ADMIN, archived: facts.archived ?? false, now: at(5) }) as const;
const approved: UserStreamEvent = { type: "LocalLeadRequestApproved", data: { userId: "u-1", decidedBy: "admin-1", decidedAt: at(5) } };
const declined: UserStreamEvent = { type: "LocalLeadRequestDeclined", data: { userId: "u-1", decidedBy: "admin-1", decidedAt: at(5) } };

describe("offering the trainer sign-up after the post-train-the-trainer evaluation", () => {
  it("asks a participant-only person to sign up as a trainer for the course", () => {
    given(ana).when(offer).then(offered);
  });

  it("records nothing for someone who already holds a staff account, or who was asked already", () => {
    given(userRegistered({ roles: ["trainer", "participant"] }))
      .when(offer)
      .then();
    given(ana, offered).when(offer).then();
  });

  it("asks again for another course", () => {
    given(ana, offered)
      .when({ ...offer, course: "YOUNG_PEOPLE" })
      .then({ type: "TrainerSignUpOffered", data: { userId: "u-1", course: "YOUNG_PEOPLE", offeredAt: at(1) } });
  });

  it("records nothing for a person who is not there (a deleted account)", () => {
    given().when(offer).then();
  });
});

describe("the trainer sign-up", () => {
  it("gives a trainer account (the manager box unticked), with the consent recorded, and moves on to 'How this tool works'", () => {
    given(ana, offered).when(signUp()).then(upgraded("trainer"));
  });

  it("gives a trainer account and a request for a local lead account, for an admin to decide, when the manager box is ticked", () => {
    given(ana, offered)
      .when(signUp({ role: "localLead" }))
      .then(upgraded("trainer"), requested);
  });

  it("refuses without the consent to the local and regional lead's access", () => {
    given(ana, offered)
      .when(signUp({ acceptLocalLeadAccess: false }))
      .thenFails({ _tag: "ValidationFailed", fields: { acceptLocalLeadAccess: message("trainerUpgrade.consentRequired") } });
  });

  it("refuses when the sign-up is not the pending step, or the person does not act as their participant account", () => {
    given(ana)
      .when(signUp())
      .thenFails({ _tag: "Conflict", reason: message("trainerUpgrade.stepNotPending") });
    given(ana, offered)
      .when(signUp({ actingAs: "trainer" }))
      .thenFails({ _tag: "NotAllowed" });
    given().when(signUp()).thenFails({ _tag: "NotFound" });
  });

  it("refuses someone whose address is not proven, whatever made the offer", () => {
    given(userRegistered({ emailVerified: false }), offered)
      .when(signUp())
      .thenFails({ _tag: "Conflict", reason: message("trainerUpgrade.verifyEmailFirst") });
  });

  it("refuses someone who holds no place on a Train the Trainer session of the course that has started", () => {
    const refused = { _tag: "Conflict", reason: message("trainerUpgrade.trainTheTrainerNotAttended") } as const;
    given(ana, offered)
      .when(signUp({ attendedSessions: [] }))
      .thenFails(refused);
    // Registered for one that has not started yet (it starts at 09:00 the next morning; now is 09:02).
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ dates: [{ sessionDate: "2026-11-22", startTime: "09:00", endTime: "16:00" }] })] }))
      .thenFails(refused);
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ dates: [{ sessionDate: "2026-11-21", startTime: "09:30", endTime: null }] })] }))
      .thenFails(refused);
    // Attended sessions of other modules, or Train the Trainer of another course.
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ modules: ["1", "2"] })] }))
      .thenFails(refused);
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ course: "YOUNG_PEOPLE" })] }))
      .thenFails(refused);
  });

  it("takes a Train the Trainer session as attended from the start of its first date (UK time), whatever its later dates", () => {
    const started = session({
      dates: [
        { sessionDate: "2026-11-28", startTime: "09:00", endTime: null },
        { sessionDate: "2026-11-21", startTime: "09:00", endTime: null },
      ],
    });
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ modules: ["1"] }), started] }))
      .then(upgraded());
    // No start time: the day's start.
    given(ana, offered)
      .when(signUp({ attendedSessions: [session({ dates: [{ sessionDate: "2026-11-21", startTime: null, endTime: null }] })] }))
      .then(upgraded());
  });

  it("records nothing when the same sign-up arrives again (a double click), with or without the manager box", () => {
    given(ana, offered, upgraded()).when(signUp()).then();
    given(ana, offered, upgraded(), requested)
      .when(signUp({ role: "localLead" }))
      .then();
    given(ana, offered, upgraded("localLead"))
      .when(signUp({ role: "localLead" }))
      .then();
  });
});

describe("an admin decides a request for a local lead account", () => {
  it("approving makes the trainer account a local lead account, naming who decided", () => {
    given(ana, offered, upgraded(), requested).when(decide("approve")).then(approved);
    expect(accountOf([ana, offered, upgraded(), requested, approved])).toMatchObject({ roles: ["participant", "localLead"], localLeadRequestedAt: null });
  });

  it("declining leaves the person a trainer, naming who decided", () => {
    given(ana, offered, upgraded(), requested).when(decide("decline")).then(declined);
    expect(accountOf([ana, offered, upgraded(), requested, declined])).toMatchObject({ roles: ["participant", "trainer"], localLeadRequestedAt: null });
  });

  it("refuses a request that is not waiting (never made, or decided already)", () => {
    const notWaiting = { _tag: "Conflict", reason: message("trainerUpgrade.noRequestWaiting") } as const;
    given(ana, offered, upgraded()).when(decide("approve")).thenFails(notWaiting);
    given(ana, offered, upgraded(), requested, declined).when(decide("approve")).thenFails(notWaiting);
    given(ana, offered, upgraded(), requested, approved).when(decide("decline")).thenFails(notWaiting);
    given().when(decide("approve")).thenFails({ _tag: "NotFound" });
  });

  it("refuses anyone but an admin, and the person themself", () => {
    for (const role of ["localLead", "trainer", "participant", "auditor"] as const) {
      given(ana, offered, upgraded(), requested)
        .when(decide("approve", { actor: { userId: "someone", role } }))
        .thenFails({ _tag: "NotAllowed" });
    }
    given(ana, offered, upgraded(), requested)
      .when(decide("approve", { actor: { userId: "u-1", role: "admin" } }))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("approves nobody whose staff account an admin archived; declining them still settles the request", () => {
    given(ana, offered, upgraded(), requested)
      .when(decide("approve", { archived: true }))
      .thenFails({ _tag: "Conflict", reason: message("product.staffAccountArchived") });
    given(ana, offered, upgraded(), requested)
      .when(decide("decline", { archived: true }))
      .then(declined);
  });
});

describe("the steps after the sign-up", () => {
  it("Next on 'How this tool works' sets watchTttVideo, and finishing Trainer Advice clears it", () => {
    given(ana, offered, upgraded()).when(takeStep("watchTttVideo")).then(videoWatched);
    given(ana, offered, upgraded("localLead"), videoWatched)
      .when(takeStep(null, "localLead", 4))
      .then(adviceRead);
  });

  it("refuses a step out of order, and a step taken as the participant account", () => {
    given(ana, offered, upgraded()).when(takeStep(null)).thenFails({ _tag: "Conflict" });
    given(ana, offered).when(takeStep("watchTttVideo")).thenFails({ _tag: "Conflict" });
    given(ana, offered, upgraded()).when(takeStep("watchTttVideo", "participant")).thenFails({ _tag: "NotAllowed" });
  });

  it("records nothing for a step already taken", () => {
    given(ana, offered, upgraded(), videoWatched).when(takeStep("watchTttVideo")).then();
    given(ana, offered, upgraded(), videoWatched, adviceRead).when(takeStep(null)).then();
  });
});

describe("the account the route leaves (what the auth user shows)", () => {
  it("holds the new account beside the participant one, its local authorities, and the pending step with its course", () => {
    expect(accountOf([ana, offered])).toMatchObject({ roles: ["participant"], nextUpgradeToTttStep: { step: "signupAsTtt", course: "C5" } });
    // A local lead account straight from the sign-up, as recorded before local leads needed an admin's approval.
    expect(accountOf([ana, offered, upgraded("localLead")])).toMatchObject({
      roles: ["participant", "localLead"],
      localAuthorities: ["Newport", "Ceredigion"],
      nextUpgradeToTttStep: { step: "howItWorks", course: "C5" },
    });
    expect(accountOf([ana, offered, upgraded(), videoWatched])?.nextUpgradeToTttStep).toEqual({ step: "watchTttVideo", course: "C5" });
    expect(accountOf([ana, offered, upgraded(), videoWatched, adviceRead])?.nextUpgradeToTttStep).toBeNull();
    expect(accountOf([ana])?.nextUpgradeToTttStep).toBeNull();
  });
});
