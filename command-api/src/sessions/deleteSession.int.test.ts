import { describe, it } from "vitest";
import { PRODUCT_TEXTS, SESSION_TEXTS, participantGateStream, sessionGateStreams, sessionStream, type DomainEvent } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, givenSession, type GivenSession } from "../testing/givenStreams";

const spec = useCommandSpecification();

/** A trainer and the session they deliver. */
const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  return { trainer, session, url: `/api/session-delete/${session.sessionId}` };
};

/** A local lead, a trainer of their group and the session the trainer delivers; an admin; another lead with a trainer of their own. */
const groupStory = () => {
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const otherTrainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: otherLead.userId });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  const streams = [...lead.streams, ...trainer.streams, ...admin.streams, ...otherLead.streams, ...otherTrainer.streams, session.stream];
  return { lead, trainer, admin, otherLead, otherTrainer, session, streams, url: `/api/session-delete/${session.sessionId}` };
};

/** The event of `session`'s deletion by `deletedBy`. */
const sessionDeleted = (session: GivenSession, trainerIds: ReadonlyArray<string>, deletedBy: string) => ({
  type: "SessionDeleted",
  data: { sessionId: session.sessionId, shortId: session.shortId, trainerIds, deletedBy, deletedAt: spec.now.toISOString() },
});

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
          data: {
            sessionId: session.sessionId,
            shortId: session.shortId,
            trainerIds: [trainer.userId],
            deletedBy: trainer.userId,
            deletedAt: spec.now.toISOString(),
          },
        }),
      );
  });

  it("given a trainer's session without responses, when they delete it, then every gate of its response count is closed in the same append (issue 30)", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "DELETE", url, as: trainer.as })
      .then(
        answer(200, { id: session.sessionId }),
        ...sessionGateStreams(session.sessionId).map((gate) => appended(gate, { type: "SessionGateClosed", data: { sessionId: session.sessionId } })),
      );
  });

  it("given a session with an evaluation response counted on one of its gates, when its trainer deletes it, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(
        ...trainer.streams,
        session.stream,
        existingStream(participantGateStream(session.sessionId, "a-participant"), {
          type: "SessionResponseRecorded",
          data: { sessionId: session.sessionId, surveyType: "pre-course" },
        }),
      )
      .when({ method: "DELETE", url, as: trainer.as })
      .then(refused(409, SESSION_TEXTS.cannotDelete), nothingAppended());
  });

  it("given a session with an evaluation response, when its trainer deletes it, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(
        ...trainer.streams,
        existingStream(session.stream.streamId, ...session.stream.events, {
          type: "SessionResponseRecorded",
          data: { sessionId: session.sessionId, surveyType: "pre-course" },
        }),
      )
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

  it.each(["lead", "admin"] as const)("given a trainer's session, when the trainer's %s deletes it, then it is deleted", async (member) => {
    const story = groupStory();
    await spec
      .given(...story.streams)
      .when({ method: "DELETE", url: story.url, as: story[member].as })
      .then(
        answer(200, { id: story.session.sessionId }),
        appended(sessionStream(story.session.sessionId), sessionDeleted(story.session, [story.trainer.userId], story[member].userId)),
      );
  });

  it("given a trainer's session, when nobody logged in deletes it, then it is refused (401) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "DELETE", url })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it.each(["otherTrainer", "otherLead"] as const)(
    "given a trainer's session, when %s of another group deletes it, then it is refused (403) and nothing is appended",
    async (member) => {
      const story = groupStory();
      await spec
        .given(...story.streams)
        .when({ method: "DELETE", url: story.url, as: story[member].as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a deleted session, when an admin deletes it again, then it is not found (404) and nothing is appended", async () => {
    const story = groupStory();
    const deleted = existingStream(
      story.session.stream.streamId,
      ...story.session.stream.events,
      sessionDeleted(story.session, [story.trainer.userId], story.admin.userId) as DomainEvent,
    );
    await spec
      .given(...story.streams.filter((stream) => stream !== story.session.stream), deleted)
      .when({ method: "DELETE", url: story.url, as: story.admin.as })
      .then(refused(404, "No session found"), nothingAppended());
  });

  it.each(["0190a1b2-0000-7000-8000-000000000001", "x"])(
    "given an admin, when they delete the session %s that does not exist, then it is not found (404) and nothing is appended",
    async (sessionId) => {
      const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
      await spec
        .given(...admin.streams)
        .when({ method: "DELETE", url: `/api/session-delete/${sessionId}`, as: admin.as })
        .then(refused(404, "No session found"), nothingAppended());
    },
  );
});
