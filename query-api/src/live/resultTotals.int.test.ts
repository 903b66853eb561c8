import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { LiveMessage, type LiveChangedMessage, type ResultTotalsPush } from "@wellbeing/domain";
import type { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { submissionWatchedByCast } from "@wellbeing/testkit/liveSubmission";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// /api/live's results totals (issue 30): each staff member is pushed the totals of their own results
// page only (the results route's rule: a trainer their sessions, a local lead their group, an admin all),
// and a participant none, when one response is submitted.

const suite = sessionCastSuite();

const decodeLiveMessage = Schema.decodeUnknownEither(LiveMessage);

type Socket = Awaited<ReturnType<typeof openLiveSocket>>;

const changed = (socket: Socket) => (socket.messages as unknown as ReadonlyArray<LiveChangedMessage>).filter((message) => message.type === "changed");

/** The results totals a socket was pushed (the last one). */
const totalsTold = (socket: Socket): ResultTotalsPush | undefined =>
  changed(socket)
    .flatMap((message) => message.figures)
    .filter((figure) => figure.read === "results/totals")
    .map((figure) => figure.answer as ResultTotalsPush)
    .at(-1);

const c5 = (push: ResultTotalsPush | undefined) => push?.courses.find((course) => course.course === "C5");

describe("/api/live results totals, by scope", () => {
  it("gives each staff member their own page's totals and changed sessions, and a participant nothing", async () => {
    const { ids } = suite.cast;
    const { session: ours, sockets } = await submissionWatchedByCast(suite.system, suite.cast, "ana.live-results@example.org");

    // Those whose page counts the session: the response counted, the session named.
    for (const [name, target, userId] of [
      ["trainer", "me", ids.trainer],
      ["lead", "myGroup", ids.lead],
      ["admin", "all", null],
    ] as const) {
      await expect.poll(() => c5(totalsTold(sockets[name]!))?.totals.reach.responses["pre-course"], { message: name }).toBe(1);
      expect(totalsTold(sockets[name]!)).toMatchObject({ target, userId });
      expect(c5(totalsTold(sockets[name]!))?.changedSessions).toEqual([ours.id]);
    }

    // The others of staff: their own pages' totals (the 'everyone' figures move with any response), without the session.
    for (const [name, target, userId] of [
      ["otherTrainer", "me", ids.otherTrainer],
      ["otherLead", "myGroup", ids.otherLead],
    ] as const) {
      await expect.poll(() => totalsTold(sockets[name]!), { message: name }).toMatchObject({ target, userId });
      expect(c5(totalsTold(sockets[name]!))).toMatchObject({ changedSessions: [], totals: { reach: { responses: {} } } });
      expect(JSON.stringify(sockets[name]!.messages)).not.toContain(ours.id);
    }

    // The participant is told of no results at all.
    expect(changed(sockets.participant!).filter((message) => message.topics.includes("results") || message.figures.length > 0)).toEqual([]);
    // Every message is one the browser reads (a figure it could not decode would drop the whole message).
    for (const socket of Object.values(sockets)) for (const message of socket.messages) expect(Either.isRight(decodeLiveMessage(message))).toBe(true);
    for (const socket of Object.values(sockets)) socket.close();
  });

  it("carries no totals while a trainer has withdrawn their results access (everyone's figures differ per viewer): the pages read again", async () => {
    const { as } = suite.cast;
    expect((await as.otherTrainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    const { sockets } = await submissionWatchedByCast(suite.system, suite.cast, "ben.live-results@example.org");
    for (const name of ["trainer", "lead", "admin"] as const) {
      await expect.poll(() => changed(sockets[name]!).some((message) => message.topics.includes("results")), { message: name }).toBe(true);
      expect(totalsTold(sockets[name]!), name).toBeUndefined();
    }
    expect((await as.otherTrainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    for (const socket of Object.values(sockets)) socket.close();
  });
});
