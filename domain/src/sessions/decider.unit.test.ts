import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { sessionDecider, shortIdDecider } from "./decider";
import { ADMIN, LEAD, OTHER_TRAINER, PARTICIPANT, TRAINER, schedule, scheduled } from "./testFixtures";
import { message } from "../i18n/translate";

const { given } = givenWhenThen(sessionDecider);

describe("scheduling a session", () => {
  it("a trainer schedules a session they deliver", () => {
    given()
      .when(schedule({ userId: TRAINER, role: "trainer" }))
      .then(scheduled([TRAINER], TRAINER));
  });

  it("a trainer must be one of the session's trainers", () => {
    given()
      .when(schedule({ userId: TRAINER, role: "trainer" }, { partnerTrainer1: OTHER_TRAINER }))
      .thenFails({ _tag: "ValidationFailed", fields: { partnerTrainer1: message("product.trainerMustIncludeSelf") } });
  });

  it("a local lead chooses trainers from their group or themself", () => {
    given()
      .when(schedule({ userId: LEAD, role: "localLead" }, { partnerTrainer1: LEAD, partnerTrainer2: TRAINER }))
      .then(scheduled([LEAD, TRAINER], LEAD));
    given()
      .when(schedule({ userId: LEAD, role: "localLead" }, { partnerTrainer1: OTHER_TRAINER }))
      .thenFails({ fields: { partnerTrainer1: message("product.trainerNotInGroup") } });
  });

  it("an admin chooses any trainer and may add the special module of the course", () => {
    given()
      .when(schedule({ userId: ADMIN, role: "admin" }, { partnerTrainer1: OTHER_TRAINER, modules: ["train-the-trainer"] }))
      .then({
        ...scheduled([OTHER_TRAINER], ADMIN),
        data: { ...scheduled([OTHER_TRAINER], ADMIN).data, modules: ["train-the-trainer"] },
      });
  });

  it("only admins add the special module, and only the one of the course", () => {
    given()
      .when(schedule({ userId: TRAINER, role: "trainer" }, { modules: ["1", "train-the-trainer"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.specialModuleAdminOnly") });
    given()
      .when(schedule({ userId: ADMIN, role: "admin" }, { modules: ["trainer-upskill"] }))
      .thenFails({ _tag: "ValidationFailed", fields: { modules: message("product.moduleNotInCourse") } });
  });

  it("trainers must be known trainers and different from each other", () => {
    given()
      .when(schedule({ userId: ADMIN, role: "admin" }, { partnerTrainer1: PARTICIPANT, partnerTrainer2: PARTICIPANT }))
      .thenFails({
        fields: {
          partnerTrainer1: message("product.trainerUnknown"),
          partnerTrainer2: message("product.trainerUnknown"),
        },
      });
    given()
      .when(schedule({ userId: ADMIN, role: "admin" }, { partnerTrainer2: TRAINER }))
      .thenFails({ fields: { partnerTrainer2: message("product.trainersMustDiffer") } });
  });

  it("participants cannot schedule sessions", () => {
    given()
      .when(schedule({ userId: PARTICIPANT, role: "participant" }))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("a session is scheduled once", () => {
    given(scheduled([TRAINER], TRAINER))
      .when(schedule({ userId: TRAINER, role: "trainer" }))
      .thenFails({ _tag: "Conflict" });
  });
});

describe("claiming a short id", () => {
  const shortIds = givenWhenThen(shortIdDecider);
  it("claims a free short id, idempotently, and refuses a taken one", () => {
    shortIds
      .given()
      .when({ type: "ClaimShortId", sessionId: "s-1" })
      .then({ type: "ShortIdClaimed", data: { sessionId: "s-1" } });
    shortIds
      .given({ type: "ShortIdClaimed", data: { sessionId: "s-1" } })
      .when({ type: "ClaimShortId", sessionId: "s-1" })
      .then();
    shortIds
      .given({ type: "ShortIdClaimed", data: { sessionId: "s-1" } })
      .when({ type: "ClaimShortId", sessionId: "s-2" })
      .thenFails({ _tag: "Conflict" });
  });
});
