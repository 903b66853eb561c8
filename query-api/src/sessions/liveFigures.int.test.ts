import { isDeepStrictEqual } from "node:util";
import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { LiveMessage, type LiveChangedMessage, type SessionDetailsAnswer } from "@wellbeing/domain";
import type { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { submissionWatchedByCast } from "@wellbeing/testkit/liveSubmission";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// /api/live's session details (issue 30): a submission pushes Manage Session's read, with its response
// counts, to those who may manage the session (its trainer, their local lead, admins), and to nobody else.

const suite = sessionCastSuite();

const decodeLiveMessage = Schema.decodeUnknownEither(LiveMessage);

type Socket = Awaited<ReturnType<typeof openLiveSocket>>;

/** The details of `sessionId` a socket was pushed (the last ones). */
const detailsTold = (socket: Socket, sessionId: string): SessionDetailsAnswer | undefined =>
  (socket.messages as unknown as ReadonlyArray<LiveChangedMessage>)
    .filter((message) => message.type === "changed")
    .flatMap((message) => message.figures)
    .flatMap((figure) => (figure.read === "sessions/details" ? (figure.answer as ReadonlyArray<SessionDetailsAnswer>) : []))
    .filter((details) => details.id === sessionId)
    .at(-1);

describe("/api/live session details, by who manages the session", () => {
  it("a submission pushes the session's response counts to its trainer, their lead and admins; others get nothing of it", async () => {
    const { as } = suite.cast;
    const { session: ours, sockets } = await submissionWatchedByCast(suite.system, suite.cast, "ana.live-details@example.org");

    for (const name of ["trainer", "lead", "admin"] as const) {
      await expect.poll(() => detailsTold(sockets[name]!, ours.id)?.responseCounts, { message: name }).toEqual({ "pre-course": 1 });
      // The same answer as Manage Session's read gives them (read again, should a later commit have moved both).
      await expect
        .poll(async () => isDeepStrictEqual((await as[name].get(`/api/session-details/${ours.id}`)).body, detailsTold(sockets[name]!, ours.id)), {
          message: name,
        })
        .toBe(true);
    }
    for (const name of ["otherTrainer", "otherLead", "participant"] as const) {
      expect(JSON.stringify(sockets[name]!.messages), name).not.toContain(ours.id);
    }
    // Every message is one the browser reads (a figure it could not decode would drop the whole message).
    for (const socket of Object.values(sockets)) for (const message of socket.messages) expect(Either.isRight(decodeLiveMessage(message))).toBe(true);
    for (const socket of Object.values(sockets)) socket.close();
  });
});
