import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { Actor, DeleteSession } from "./commands";
import { sessionDecider, shortIdDecider } from "./decider";
import { ADMIN, LEAD, OTHER_TRAINER, TRAINER, as, factsOf, responseRecorded, scheduled } from "./testFixtures";
import { message } from "../i18n/translate";

const { given } = givenWhenThen(sessionDecider);

const remove = (actor: Actor, currentTrainers: string[] = [TRAINER]): DeleteSession => ({
  type: "DeleteSession",
  sessionId: "s-1",
  actor,
  trainers: factsOf(currentTrainers),
  now: "2026-11-23T08:00:00.000Z",
});

const deleted = (deletedBy: string, trainerIds: string[] = [TRAINER]) => ({
  type: "SessionDeleted" as const,
  data: { sessionId: "s-1", shortId: "abcd2345", trainerIds, deletedBy, deletedAt: "2026-11-23T08:00:00.000Z" },
});

const trainersSession = scheduled([TRAINER], TRAINER);

describe("deleting a session (§4, §8)", () => {
  it("the session's trainer, their local lead or an admin deletes it", () => {
    given(trainersSession).when(remove(as.trainer)).then(deleted(TRAINER));
    given(trainersSession).when(remove(as.lead)).then(deleted(LEAD));
    given(trainersSession).when(remove(as.admin)).then(deleted(ADMIN));
    given(scheduled([OTHER_TRAINER, TRAINER], ADMIN))
      .when(remove(as.lead, [OTHER_TRAINER, TRAINER]))
      .then(deleted(LEAD, [OTHER_TRAINER, TRAINER]));
  });

  it("refuses other trainers, other local leads and participants", () => {
    given(trainersSession).when(remove(as.otherTrainer)).thenFails({ _tag: "NotAllowed" });
    given(trainersSession).when(remove(as.otherLead)).thenFails({ _tag: "NotAllowed" });
    given(trainersSession).when(remove(as.participant)).thenFails({ _tag: "NotAllowed" });
  });

  it("is blocked while evaluation responses exist", () => {
    given(trainersSession, responseRecorded("pre-course"))
      .when(remove(as.admin))
      .thenFails({ _tag: "Conflict", reason: message("session.cannotDelete") });
    given(trainersSession, responseRecorded("pre-course"), responseRecorded("post"))
      .when(remove(as.trainer))
      .thenFails({ _tag: "Conflict", reason: message("session.cannotDelete") });
  });

  it("finds nothing to delete twice, nor a session never scheduled", () => {
    given(trainersSession, deleted(TRAINER)).when(remove(as.admin)).thenFails({ _tag: "NotFound" });
    given().when(remove(as.admin)).thenFails({ _tag: "NotFound" });
  });

  it("leaves the short id claimed: no other session can take it", () => {
    const shortIds = givenWhenThen(shortIdDecider);
    shortIds
      .given({ type: "ShortIdClaimed", data: { sessionId: "s-1" } })
      .when({ type: "ClaimShortId", sessionId: "s-2" })
      .thenFails({ _tag: "Conflict" });
  });
});

describe("a response counted on the session's own stream, before issue 30's gates (stored histories)", () => {
  it("still refuses the session's deletion", () => {
    given(trainersSession, responseRecorded("pre-course")).when(remove(as.trainer)).thenFails({ _tag: "Conflict" });
  });

  it("refuses nothing more once withdrawn, nor anything on a session deleted or never scheduled", () => {
    given(trainersSession, responseRecorded("pre-course"), { type: "SessionResponseWithdrawn", data: { sessionId: "s-1", surveyType: "pre-course" } })
      .when(remove(as.trainer))
      .then(deleted(TRAINER));
    given(trainersSession, deleted(TRAINER)).when(remove(as.trainer)).thenFails({ _tag: "NotFound" });
    given().when(remove(as.trainer)).thenFails({ _tag: "NotFound" });
  });
});

describe("withdrawing a removed attendee's responses (§4: the session can be deleted once none is left)", () => {
  const withdraw = (...surveyTypes: Array<"pre-course" | "post">) => ({ type: "WithdrawSessionResponses", sessionId: "s-1", surveyTypes }) as const;
  const withdrawn = (surveyType: "pre-course" | "post") => ({ type: "SessionResponseWithdrawn" as const, data: { sessionId: "s-1", surveyType } });

  it("withdraws one response per survey type named", () => {
    given(trainersSession, responseRecorded("pre-course")).when(withdraw("pre-course")).then(withdrawn("pre-course"));
    given(trainersSession, responseRecorded("pre-course")).when(withdraw()).then();
  });

  it("with its last response withdrawn the session can be deleted; with one left it cannot", () => {
    given(trainersSession, responseRecorded("pre-course"), withdrawn("pre-course")).when(remove(as.trainer)).then(deleted(TRAINER));
    given(trainersSession, responseRecorded("pre-course"), responseRecorded("pre-course"), withdrawn("pre-course"))
      .when(remove(as.trainer))
      .thenFails({ _tag: "Conflict", reason: message("session.cannotDelete") });
  });

  it("refuses a session that was deleted or never scheduled", () => {
    given(trainersSession, deleted(TRAINER)).when(withdraw("pre-course")).thenFails({ _tag: "NotFound" });
    given().when(withdraw("pre-course")).thenFails({ _tag: "NotFound" });
  });
});
