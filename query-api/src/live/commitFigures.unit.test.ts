import { describe, expect, it } from "vitest";
import type { Role } from "@wellbeing/domain";
import type { Caller } from "@wellbeing/platform";
import { CommitFigures } from "./commitFigures";
import type { EncodedFigure, LiveFigureSource } from "./liveFigures";

const caller = (userId: string, role: Role | null): Caller => ({ userId, role, roles: role ? [role] : [], tokenId: userId, generation: 0, expiresAt: "" });

/** A source answering each caller with their scope, counting how often it is read. */
const countingSource = (read: string, scopeOf: (caller: Caller) => string | null) => {
  const reads: string[] = [];
  const source: LiveFigureSource = {
    topic: "dashboard",
    scopeOf,
    figure: async (asker) => {
      reads.push(scopeOf(asker)!);
      return { read, answer: { scope: scopeOf(asker) } } as unknown as EncodedFigure;
    },
  };
  return { source, reads };
};

const byRole = (asker: Caller) => (asker.role === "admin" ? "all" : asker.role === "trainer" ? `me ${asker.userId}` : null);

describe("a commit's figures", () => {
  it("are read once per scope however many connections share it, and written once per set", async () => {
    const tiles = countingSource("tiles", byRole);
    const home = countingSource("home", byRole);
    const figures = new CommitFigures([tiles.source, home.source]);
    const admins = Array.from({ length: 1_000 }, (_, index) => figures.forCaller(caller(`admin-${index}`, "admin"), ["dashboard"]));
    const trainer = figures.forCaller(caller("tara", "trainer"), ["sessions", "dashboard"]);

    expect(new Set(admins.map((told) => told.text)).size).toBe(1);
    expect(JSON.parse(await admins[0]!.text)).toEqual([
      { read: "tiles", answer: { scope: "all" } },
      { read: "home", answer: { scope: "all" } },
    ]);
    expect(JSON.parse(await trainer.text)).toEqual([
      { read: "tiles", answer: { scope: "me tara" } },
      { read: "home", answer: { scope: "me tara" } },
    ]);
    expect(tiles.reads).toEqual(["all", "me tara"]);
    expect(home.reads).toEqual(["all", "me tara"]);
  });

  it("give nothing to a caller the read refuses, nor for a topic that did not change", async () => {
    const tiles = countingSource("tiles", byRole);
    const figures = new CommitFigures([tiles.source]);
    expect(await figures.forCaller(caller("pat", "participant"), ["dashboard", "sessions"]).text).toBe("[]");
    expect(await figures.forCaller(caller("tara", "trainer"), ["sessions"]).text).toBe("[]");
    expect(tiles.reads).toEqual([]);
  });

  it("leave out a figure that cannot be read, or not in time (its screen refetches), and keep the others", async () => {
    const tiles = countingSource("tiles", byRole);
    const failing: LiveFigureSource = { topic: "dashboard", scopeOf: byRole, figure: () => Promise.reject(new Error("the database went away")) };
    const stuck: LiveFigureSource = { topic: "dashboard", scopeOf: byRole, figure: () => new Promise(() => undefined) };
    const figures = new CommitFigures([failing, stuck, tiles.source], [], 10);
    expect(JSON.parse(await figures.forCaller(caller("tara", "trainer"), ["dashboard"]).text)).toEqual([{ read: "tiles", answer: { scope: "me tara" } }]);
  });

  it("leave out a source that cannot carry this commit's changes (its screens refetch), and hand the others the changes", async () => {
    const told: unknown[] = [];
    const carrying: LiveFigureSource = {
      topic: "results",
      scopeOf: byRole,
      carries: (changes) => changes.every((change) => change.ids.length > 0),
      figure: async (_asker, changes) => {
        told.push(changes);
        return { read: "totals", answer: {} } as unknown as EncodedFigure;
      },
    };
    const named = [{ topic: "results" as const, ids: ["s1"], audience: { roles: [], userIds: [] } }];
    expect(JSON.parse(await new CommitFigures([carrying], named).forCaller(caller("tara", "trainer"), ["results"]).text)).toEqual([
      { read: "totals", answer: {} },
    ]);
    expect(told).toEqual([named]);
    const unnamed = [{ topic: "results" as const, ids: [], audience: { roles: [], userIds: [] } }];
    expect(await new CommitFigures([carrying], unnamed).forCaller(caller("tara", "trainer"), ["results"]).text).toBe("[]");
    expect(told).toHaveLength(1);
  });

  it("make a read the scopes share once per commit, and leave out a figure its source declines to carry", async () => {
    const made: string[] = [];
    const sharing: LiveFigureSource = {
      topic: "sessions",
      scopeOf: byRole,
      figure: async (asker, _changes, shared) => {
        const consents = await shared("consents", async () => {
          made.push("consents");
          return asker.role === "admin" ? "none withdrawn" : "read by a trainer";
        });
        return asker.userId === "tess" ? null : ({ read: "details", answer: { consents } } as unknown as EncodedFigure);
      },
    };
    const figures = new CommitFigures([sharing]);
    const told = await Promise.all(["tara", "tess", "tom"].map((userId) => figures.forCaller(caller(userId, "trainer"), ["sessions"]).text));
    expect(told.map((text) => JSON.parse(text))).toEqual([
      [{ read: "details", answer: { consents: "read by a trainer" } }],
      [],
      [{ read: "details", answer: { consents: "read by a trainer" } }],
    ]);
    expect(made).toEqual(["consents"]);
    expect(JSON.parse(await new CommitFigures([sharing]).forCaller(caller("ada", "admin"), ["sessions"]).text)).toEqual([
      { read: "details", answer: { consents: "none withdrawn" } },
    ]);
    expect(made).toEqual(["consents", "consents"]);
  });
});
