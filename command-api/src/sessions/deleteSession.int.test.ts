import { afterAll, beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, SESSION_TEXTS, sessionStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

/** A trainer and the session they deliver. */
const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  return { trainer, session, url: `/api/session-delete/${session.sessionId}` };
};

describe("DELETE session-delete (deleteSession)", () => {
  it("given a trainer's session without responses, when they delete it, then it is deleted, naming its short id and trainers", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "DELETE", url, as: trainer.as })
      .then(
        answer(200, { id: session.sessionId }),
        appended(sessionStream(session.sessionId), {
          type: "SessionDeleted",
          data: { sessionId: session.sessionId, shortId: session.shortId, trainerIds: [trainer.userId], deletedBy: trainer.userId, deletedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a session with an evaluation response, when its trainer deletes it, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, existingStream(session.stream.streamId, ...session.stream.events, { type: "SessionResponseRecorded", data: { sessionId: session.sessionId, surveyType: "pre-course" } }))
      .when({ method: "DELETE", url, as: trainer.as })
      .then(refused(409, SESSION_TEXTS.cannotDelete), nothingAppended());
  });

  it("given a trainer's session, when a participant deletes it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "DELETE", url, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
