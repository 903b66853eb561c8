import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveMessage, dashboardContract, staffHomeContract } from "@wellbeing/domain";
import { comparePositions, decodePosition } from "@wellbeing/platform";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { assembleSessionCast, createSession, onlineSessionForm, registerFor, type CastMember, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// The staff home's figures travel in the /api/live pushes: each connection gets its own scope's
// answers (a trainer's sessions, a lead's group's, an admin's all) and nobody else's.

let system: TestSystem;
let cast: SessionCast;
const decode = Schema.decodeUnknownSync(LiveMessage);
type Socket = Awaited<ReturnType<typeof openLiveSocket>>;
type Changed = Extract<LiveMessage, { type: "changed" }>;

beforeAll(async () => {
  system = await startTestSystem();
  cast = await assembleSessionCast(system);
});

afterAll(async () => {
  await system.stop();
});

/** Every message a socket got since `from`, decoded with the contract (a message that breaks it fails the test). */
const changesOn = (socket: Socket, from = 0): Changed[] =>
  socket.messages.slice(from).map((message) => {
    const decoded = decode(message);
    if (decoded.type !== "changed") throw new Error(`unexpected ${decoded.type}`);
    return decoded;
  });

const reachedBy = (message: Changed, token: string) => comparePositions(decodePosition(message.position)!, decodePosition(token)!) >= 0;

/** The first message at or past `token` that names the dashboard topic. */
const dashboardPushAt = (socket: Socket, token: string) => async () =>
  changesOn(socket).find((message) => message.topics.includes("dashboard") && reachedBy(message, token));

const lastDashboardPush = (socket: Socket) => changesOn(socket).findLast((message) => message.topics.includes("dashboard"));

/**
 * Whether the figures of the socket's last dashboard push are what the person's own reads of the tiles and
 * the staff home answer at its position (polled: a reaction to the change may push again).
 */
const ownFiguresPushed = async (socket: Socket, client: ApiClient): Promise<boolean> => {
  const push = lastDashboardPush(socket);
  if (!push) return false;
  const header = { "x-consistency-token": push.position };
  const [reach, home] = await Promise.all([client.post(dashboardContract.path, {}, header), client.get(staffHomeContract.path, header)]);
  const staffHomeFigures = push.figures.filter((figure) => figure.read === dashboardContract.path || figure.read === staffHomeContract.path);
  return (
    JSON.stringify(staffHomeFigures) ===
    JSON.stringify([
      { read: dashboardContract.path, answer: reach.body },
      { read: staffHomeContract.path, answer: home.body },
    ])
  );
};

describe("live figures (/api/live carries the staff home's answers)", () => {
  it("a registration pushes each staff connection its own scope's tiles and home, a participant none, and people outside the session nothing", async () => {
    const connected: ReadonlyArray<CastMember> = ["trainer", "otherTrainer", "lead", "otherLead", "admin", "participant"];
    const sockets = Object.fromEntries(
      await Promise.all(connected.map(async (who) => [who, await openLiveSocket(system.url, cast.as[who].sessionCookie)] as const)),
    );
    // Each group has a session: the admin's figures (everyone's) differ from each lead's.
    const elsewhere = await createSession(cast.as.otherTrainer, onlineSessionForm(cast.ids.otherTrainer));
    const session = await createSession(cast.as.trainer, onlineSessionForm(cast.ids.trainer));
    for (const who of ["otherTrainer", "otherLead"] as const) await expect.poll(dashboardPushAt(sockets[who]!, elsewhere.token)).toBeTruthy();
    for (const who of ["trainer", "lead", "admin"] as const) await expect.poll(dashboardPushAt(sockets[who]!, session.token)).toBeTruthy();
    const mark = Object.fromEntries(connected.map((who) => [who, sockets[who]!.messages.length]));
    const scheduledPush = (await dashboardPushAt(sockets.trainer!, session.token)())!;

    // The one change: a participant registers for the trainer's session.
    const registered = await registerFor(cast.as.participant, session.id, "participant@demo.test");
    expect(registered.status).toBe(200);
    const token = registered.headers.get("x-consistency-token")!;

    const figures: Record<string, unknown> = {};
    for (const who of ["trainer", "lead", "admin"] as const) {
      await expect.poll(dashboardPushAt(sockets[who]!, token)).toBeTruthy();
      await expect.poll(() => ownFiguresPushed(sockets[who]!, cast.as[who])).toBe(true);
      figures[who] = lastDashboardPush(sockets[who]!)!.figures;
    }
    // Three scopes, three different answers: a figure of another scope would have been told apart.
    expect(new Set(Object.values(figures).map((value) => JSON.stringify(value))).size).toBe(3);
    // The trainer's chain: this push names the last one they got about the dashboard (the session's scheduling).
    const trainerPushes = changesOn(sockets.trainer!).filter((message) => message.topics.includes("dashboard"));
    const registrationPush = trainerPushes.findIndex((message) => reachedBy(message, token));
    expect(trainerPushes[registrationPush]!.previous.dashboard).toBe(trainerPushes[registrationPush - 1]!.position);
    expect(comparePositions(decodePosition(trainerPushes[registrationPush - 1]!.position)!, decodePosition(scheduledPush.position)!)).toBeGreaterThanOrEqual(0);

    // The participant is told of the change (their registration), with none of the staff figures.
    await expect.poll(async () => changesOn(sockets.participant!).find((message) => reachedBy(message, token))).toBeTruthy();
    expect(changesOn(sockets.participant!).flatMap((message) => message.figures)).toEqual([]);

    // The other group's trainer then schedules a session: their lead and they get their own figures. Each socket keeps
    // the commits' order, so whatever the registration sent them is in by then: nothing of the dashboard, no figure.
    const fence = await createSession(cast.as.otherTrainer, onlineSessionForm(cast.ids.otherTrainer));
    for (const who of ["otherTrainer", "otherLead"] as const) {
      await expect.poll(dashboardPushAt(sockets[who]!, fence.token)).toBeTruthy();
      await expect.poll(() => ownFiguresPushed(sockets[who]!, cast.as[who])).toBe(true);
      const meanwhile = changesOn(sockets[who]!, mark[who]).filter((message) => reachedBy(message, token) && !reachedBy(message, fence.token));
      expect(meanwhile.filter((message) => message.topics.includes("dashboard") || message.figures.length > 0)).toEqual([]);
    }
    for (const socket of Object.values(sockets)) socket.close();
  });
});
