import { afterAll, beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, sessionStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession, sessionFormOf } from "../testing/givenStreams";

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
  return { trainer, session, url: `/api/session-edit/${session.sessionId}` };
};

describe("PATCH session-edit (editSession)", () => {
  it("given a trainer's session, when they raise its capacity, then the session is edited with its full new details and the dates it had", async () => {
    const { trainer, session, url } = story();
    const changed = { ...session.details, capacity: 20 };
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf(changed), as: trainer.as })
      .then(
        answer(200, { id: session.sessionId }),
        appended(sessionStream(session.sessionId), {
          type: "SessionEdited",
          data: {
            sessionId: session.sessionId,
            ...changed,
            previousDates: session.details.dates,
            scheduledBy: trainer.userId,
            editedBy: trainer.userId,
            editedAt: spec.now.toISOString(),
          },
        }),
      );
  });

  it("given a trainer's session, when they add a date, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const [first] = session.details.dates;
    const twoDates = { ...session.details, dates: [first!, { ...first!, sessionDate: `${first!.sessionDate.slice(0, 8)}28` }] };
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf(twoDates), as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.dateCountAdminOnly), nothingAppended());
  });

  it("given a trainer's session, when another trainer edits it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const other = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...trainer.streams, ...other.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf({ ...session.details, capacity: 20 }), as: other.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer's session, when a participant edits it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: sessionFormOf({ ...session.details, capacity: 20 }), as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
