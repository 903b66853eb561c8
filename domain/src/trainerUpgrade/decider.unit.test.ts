import { describe, expect, it } from "vitest";
import { accountOf } from "../users/account";
import { userRegistered } from "../users/testFixtures";
import { givenWhenThen } from "../testing/givenWhenThen";
import { message } from "../i18n/translate";
import type { UserStreamEvent } from "../users/decider";
import { trainerUpgradeDecider } from "./decider";

// The train-the-trainer route on the person's user stream (§4): offered after the post-train-the-trainer
// evaluation, the trainer sign-up, Next on 'How this tool works', then Trainer Advice finished.

const { given } = givenWhenThen(trainerUpgradeDecider);
const at = (minute: number) => `2026-11-21T09:${String(minute).padStart(2, "0")}:00.000Z`;

const ana = userRegistered();
const offered: UserStreamEvent = { type: "TrainerSignUpOffered", data: { userId: "u-1", course: "C5", offeredAt: at(1) } };
const upgraded = (role: "trainer" | "localLead" = "trainer"): UserStreamEvent => ({
  type: "UpgradedToTrainer",
  data: { userId: "u-1", role, localAuthorities: ["Newport", "Ceredigion"], acceptedLocalLeadAccess: true, course: "C5", upgradedAt: at(2) },
});
const videoWatched: UserStreamEvent = { type: "TttUpgradeStepTaken", data: { userId: "u-1", course: "C5", nextStep: "watchTttVideo", takenAt: at(3) } };
const adviceRead: UserStreamEvent = { type: "TttUpgradeStepTaken", data: { userId: "u-1", course: "C5", nextStep: null, takenAt: at(4) } };

const offer = { type: "OfferTrainerSignUp", userId: "u-1", course: "C5", now: at(1) } as const;
const signUp = (facts: { role?: "trainer" | "localLead"; actingAs?: "participant" | "trainer"; acceptLocalLeadAccess?: boolean } = {}) =>
  ({
    type: "UpgradeToTrainer",
    userId: "u-1",
    actingAs: facts.actingAs ?? "participant",
    role: facts.role ?? "trainer",
    localAuthorities: ["Newport", "Ceredigion", "Newport"],
    acceptLocalLeadAccess: facts.acceptLocalLeadAccess ?? true,
    now: at(2),
  }) as const;
const takeStep = (nextStep: "watchTttVideo" | null, actingAs: "trainer" | "localLead" | "participant" = "trainer", minute = 3) =>
  ({ type: "TakeTttUpgradeStep", userId: "u-1", actingAs, nextStep, now: at(minute) }) as const;

describe("offering the trainer sign-up after the post-train-the-trainer evaluation", () => {
  it("asks a participant-only person to sign up as a trainer for the course", () => {
    given(ana).when(offer).then(offered);
  });

  it("records nothing for someone who already holds a staff account, or who was asked already", () => {
    given(userRegistered({ roles: ["trainer", "participant"] })).when(offer).then();
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

  it("gives a local lead account when the manager box is ticked", () => {
    given(ana, offered).when(signUp({ role: "localLead" })).then(upgraded("localLead"));
  });

  it("refuses without the consent to the local and regional lead's access", () => {
    given(ana, offered)
      .when(signUp({ acceptLocalLeadAccess: false }))
      .thenFails({ _tag: "ValidationFailed", fields: { acceptLocalLeadAccess: message("trainerUpgrade.consentRequired") } });
  });

  it("refuses when the sign-up is not the pending step, or the person does not act as their participant account", () => {
    given(ana).when(signUp()).thenFails({ _tag: "Conflict", reason: message("trainerUpgrade.stepNotPending") });
    given(ana, offered).when(signUp({ actingAs: "trainer" })).thenFails({ _tag: "NotAllowed" });
    given().when(signUp()).thenFails({ _tag: "NotFound" });
  });

  it("records nothing when the same sign-up arrives again (a double click)", () => {
    given(ana, offered, upgraded()).when(signUp()).then();
    given(ana, offered, upgraded()).when(signUp({ role: "localLead" })).thenFails({ _tag: "Conflict" });
  });
});

describe("the steps after the sign-up", () => {
  it("Next on 'How this tool works' sets watchTttVideo, and finishing Trainer Advice clears it", () => {
    given(ana, offered, upgraded()).when(takeStep("watchTttVideo")).then(videoWatched);
    given(ana, offered, upgraded("localLead"), videoWatched).when(takeStep(null, "localLead", 4)).then(adviceRead);
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
