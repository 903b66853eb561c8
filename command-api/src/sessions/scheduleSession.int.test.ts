import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, sessionStream, shortIdStream } from "@wellbeing/domain";
import { answer, appended, fromAnswer, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount, sessionDetails, sessionFormOf } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

describe("POST add-session (scheduleSession)", () => {
  it("given a trainer, when they schedule a session they deliver, then the session is recorded and its new short id claimed", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const details = sessionDetails(spec.now, { trainerIds: [trainer.userId] });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(details), as: trainer.as })
      .then(
        answer(201, { id: expect.any(String), shortId: expect.any(String) }),
        fromAnswer<{ id: string; shortId: string }>(({ id, shortId }) =>
          appended(sessionStream(id), {
            type: "SessionScheduled",
            data: { sessionId: id, shortId, ...details, scheduledBy: trainer.userId, scheduledAt: spec.now.toISOString() },
          }),
        ),
        fromAnswer<{ id: string; shortId: string }>(({ id, shortId }) => appended(shortIdStream(shortId), { type: "ShortIdClaimed", data: { sessionId: id } })),
      );
  });

  it("given a local lead and a trainer of another group, when the lead schedules a session that trainer delivers, then it is refused with the specification's message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...lead.streams, ...otherTrainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [otherTrainer.userId] })), as: lead.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { partnerTrainer1: PRODUCT_TEXTS.trainerNotInGroup }), nothingAppended());
  });

  it("given a trainer, when they schedule a session with the course's special module, then it is refused with the specification's message and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId], modules: ["1", "train-the-trainer"] })), as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.specialModuleAdminOnly), nothingAppended());
  });

  it("given a participant, when they schedule a session, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...ana.streams, ...trainer.streams)
      .when({ method: "POST", url: "/api/add-session", body: sessionFormOf(sessionDetails(spec.now, { trainerIds: [trainer.userId] })), as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
