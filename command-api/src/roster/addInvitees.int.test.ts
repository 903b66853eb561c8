import { describe, it } from "vitest";
import { PRODUCT_TEXTS, rosterStream } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession } from "../testing/givenStreams";
import { addInvitees } from "./addInvitees";

// addInvitees has no route of its own: other slices call it in-process, so the specification calls it too.

const spec = useCommandSpecification();

const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  return { trainer, session };
};

describe("addInvitees", () => {
  it("given a trainer's session, when they invite addresses, then each valid address is added once, trimmed and lowercased; invalid ones are dropped", async () => {
    const { trainer, session } = story();
    const { sessionId } = session;
    await spec
      .given(...trainer.streams, session.stream)
      .when((deps) => addInvitees(deps, trainer.as, sessionId, [" Ana@Example.org ", "ana@example.org", "not-an-address"]))
      .then(
        answer(200),
        appended(rosterStream(sessionId), {
          type: "InviteeAdded",
          data: {
            sessionId,
            personKey: spec.deps.emailIndex.streamOf("ana@example.org"),
            email: "ana@example.org",
            addedBy: trainer.userId,
            addedAt: spec.now.toISOString(),
          },
        }),
      );
  });

  it("given no such session, when a trainer invites to it, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer } = story();
    await spec
      .given(...trainer.streams)
      .when((deps) => addInvitees(deps, trainer.as, newId(), ["ana@example.org"]))
      .then(refused(404, "No session found"), nothingAppended());
  });

  it("given a trainer's session, when a participant invites to it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when((deps) => addInvitees(deps, ana.as, session.sessionId, ["ben@example.org"]))
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
