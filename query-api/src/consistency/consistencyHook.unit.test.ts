import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { defineContract, type ReadModelName } from "@wellbeing/domain";
import { CONSISTENCY_HEADER, CONSISTENCY_WAIT_HEADER, routeContract } from "@wellbeing/platform";
import { installConsistencyWait } from "./consistencyHook";

const sessionList = defineContract({
  method: "GET",
  path: "/api/things",
  readModels: ["sessions", "roster"],
  summary: "Lists things",
  audience: "anonymous",
  answer: Schema.String,
});

/**
 * A query API whose read models all stay behind the caller's write, recording what each read waited
 * for: a read of none is reached at once; any other waits out its bound and answers stale.
 */
const appRecordingWaits = async () => {
  const waitedFor: Array<ReadonlyArray<string>> = [];
  const waitedMs: number[] = [];
  const watermark = {
    names: ["users", "sessions", "roster"] as ReadonlyArray<string>,
    waitFor: async (_target: unknown, names: ReadonlyArray<string>, waitMs: number) => {
      waitedFor.push(names);
      waitedMs.push(waitMs);
      return names.length === 0 ? ("reached" as const) : ("timedOut" as const);
    },
  };
  const app = Fastify();
  await app.register(cookie);
  // The store is past every write the test sends: no cookie is forgotten.
  installConsistencyWait(app, { watermark, store: { headPosition: async () => ({ commit: 100n, prepare: 100n }) }, consistencyWaitMs: 1_000 });
  routeContract(app, sessionList, { handle: async () => "things" });
  app.get("/api/socket-like", { config: { readModels: [] as ReadonlyArray<ReadModelName> } }, async () => "nothing written");
  app.get("/api/unnamed", async () => "unnamed");
  return { app, waitedFor, waitedMs };
};

const afterWrite = { [CONSISTENCY_HEADER]: "7.7" };

describe("the consistency wait", () => {
  it("waits for the read models the route's contract names, and only those", async () => {
    const { app, waitedFor } = await appRecordingWaits();
    const answer = await app.inject({ method: "GET", url: "/api/things", headers: afterWrite });
    expect(waitedFor).toEqual([["sessions", "roster"]]);
    expect(answer.headers["x-consistency-stale"]).toBe("true");
    expect(answer.body).toBe("things");
  });

  it("waits for what a route with no contract names in its config (nothing: answered fresh at once)", async () => {
    const { app, waitedFor } = await appRecordingWaits();
    const answer = await app.inject({ method: "GET", url: "/api/socket-like", headers: afterWrite });
    expect(waitedFor).toEqual([[]]);
    expect(answer.headers["x-consistency-stale"]).toBeUndefined();
  });

  it("waits for every read model on a route that names none (the query API refuses to register one)", async () => {
    const { app, waitedFor } = await appRecordingWaits();
    await app.inject({ method: "GET", url: "/api/unnamed", headers: afterWrite });
    expect(waitedFor).toEqual([["users", "sessions", "roster"]]);
  });

  it("takes a token or a last-write cookie that reads as no position for no write: answered at once, fresh (a readable one waits)", async () => {
    const { app, waitedFor } = await appRecordingWaits();
    for (const headers of [{ [CONSISTENCY_HEADER]: "7" }, { [CONSISTENCY_HEADER]: "seven.7" }, { cookie: "wb_last_write=1.2.3" }]) {
      const answer = await app.inject({ method: "GET", url: "/api/things", headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
      expect(answer.headers["x-consistency-stale"]).toBeUndefined();
    }
    expect(waitedFor).toEqual([]);
    // The same cookie naming a position is waited for.
    await app.inject({ method: "GET", url: "/api/things", headers: { cookie: "wb_last_write=7.7" } });
    expect(waitedFor).toEqual([["sessions", "roster"]]);
  });

  it("does not wait when the caller sent no write", async () => {
    const { app, waitedFor } = await appRecordingWaits();
    const answer = await app.inject({ method: "GET", url: "/api/things" });
    expect(waitedFor).toEqual([]);
    expect(answer.headers["x-consistency-stale"]).toBeUndefined();
  });

  it("waits less when the read asks for less (the server's own render), never more than its bound", async () => {
    const { app, waitedMs } = await appRecordingWaits();
    for (const asked of ["250", "0", "60000", "-5", "soon", undefined]) {
      await app.inject({ method: "GET", url: "/api/things", headers: { ...afterWrite, ...(asked === undefined ? {} : { [CONSISTENCY_WAIT_HEADER]: asked }) } });
    }
    expect(waitedMs).toEqual([250, 0, 1_000, 1_000, 1_000, 1_000]);
  });
});
