import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPUT_TEXTS, LIMITS, VALIDATION, shortIdStream } from "@wellbeing/domain";
import { scheduleSession } from "@wellbeing/command-api";
import type { EventStore, StreamAppend } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// What an attacker's review found accepted or answered with 500, each now refused with a 4xx,
// recording nothing.

let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;

beforeAll(async () => {
  system = await startTestSystem();
  trainer = new ApiClient(system.url);
  trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
});
afterAll(async () => {
  await system.stop();
});

/** How many events the store holds, through the port: a refusal leaves it unchanged. */
const stored = async () => (await system.store.countEvents()) ?? 0;

const sessionForm = (overrides: Record<string, unknown> = {}) => ({
  dates: [{ sessionDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
  remote: false,
  address: { addressLine1: "1 Commercial Street", town: "Newport", postcode: "NP20 1AA" },
  course: "C5",
  modules: ["1"],
  capacity: 12,
  partnerTrainer1: trainerId,
  contactEmail: DEMO_ACCOUNTS.trainer,
  ...overrides,
});

describe("text no read model can hold", () => {
  it("refuses a sign-up whose name holds NUL, with the field's message", async () => {
    const before = await stored();
    const refused = await new ApiClient(system.url).post("/api/participant", {
      name: "Nul\u0000 Name",
      email: "nul.name@example.org",
      password: "Str0ng!pass",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ name: INPUT_TEXTS.unsupportedCharacters });
    expect(await stored()).toBe(before);
  });

  it("refuses lone surrogates and control characters anywhere, even in fields no schema reads", async () => {
    const before = await stored();
    for (const [body, field] of [
      [sessionForm({ extraInfo: "tea \ud800 coffee" }), "extraInfo"],
      [sessionForm({ address: { addressLine1: "1 Commercial Street\u0007", town: "Newport", postcode: "NP20 1AA" } }), "address.addressLine1"],
      [sessionForm({ notAField: { deeper: "\u0000" } }), "notAField.deeper"],
    ] as const) {
      const refused = await trainer.post("/api/add-session", body);
      expect(refused.status, field).toBe(400);
      expect(refused.body.fields, field).toEqual({ [field]: INPUT_TEXTS.unsupportedCharacters });
    }
    expect(await stored()).toBe(before);
  });

  it("refuses NUL in a list filter with 400, not 500", async () => {
    const refused = await trainer.get("/api/users/sessions?localAuthorities=%00");
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ localAuthorities: INPUT_TEXTS.unsupportedCharacters });
  });
});

describe("sizes and numbers", () => {
  it("refuses a capacity beyond the programme's maximum (2147483648 included), recording nothing", async () => {
    const before = await stored();
    for (const capacity of [2_147_483_648, LIMITS.maxCapacity + 1, 1e308]) {
      const refused = await trainer.post("/api/add-session", sessionForm({ capacity }));
      expect(refused.status, String(capacity)).toBe(400);
      expect(refused.body.fields, String(capacity)).toEqual({ capacity: ENGLISH_TEXTS.input.capacityTooLarge(LIMITS.maxCapacity) });
    }
    expect((await trainer.post("/api/add-session", sessionForm({ capacity: LIMITS.maxCapacity }))).status).toBe(201);
    expect(await stored()).toBeGreaterThan(before);
  });

  it("refuses 900 KB address lines and town with their length message", async () => {
    const before = await stored();
    const huge = "x".repeat(900 * 1024);
    for (const field of ["addressLine1", "addressLine2", "town"]) {
      const address = { addressLine1: "1 Commercial Street", town: "Newport", postcode: "NP20 1AA", [field]: huge };
      const refused = await trainer.post("/api/add-session", sessionForm({ address }));
      expect(refused.status, field).toBe(400);
      expect(refused.body.fields, field).toEqual({ [`address.${field}`]: VALIDATION.tooLong100 });
    }
    expect(await stored()).toBe(before);
  });

  it("refuses a password longer than any password can be before hashing it", async () => {
    const refused = await new ApiClient(system.url).post("/api/participant", {
      name: "Long Pass",
      email: "long.pass@example.org",
      password: `Aa1!${"x".repeat(200)}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ password: ENGLISH_TEXTS.input.tooLong(LIMITS.passwordMaxLength) });
  });
});

describe("bodies of the wrong shape", () => {
  it("refuses JSON nested about 5,000 levels deep with 400", async () => {
    const before = await stored();
    const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
    for (const path of ["/api/add-session", "/api/participant", "/api/login"]) {
      const refused = await trainer.request("POST", path, `{"name":${deep}}`);
      expect(refused.status, path).toBe(400);
      expect(refused.body.fields, path).toEqual({ _: INPUT_TEXTS.nestedTooDeeply });
    }
    expect(await stored()).toBe(before);
  });

  it("answers objects as the log-in e-mail with 400 (the rate limit's key never throws)", async () => {
    for (const email of [{ toString: 1 }, { valueOf: {} }, ["a@b.org"], { __proto__: { x: 1 } }]) {
      const refused = await new ApiClient(system.url).post("/api/login", { email, password: "whatever" });
      expect(refused.status, JSON.stringify(email)).toBe(400);
      expect(refused.body.fields.email).toBe(VALIDATION.required);
    }
    const forgot = await new ApiClient(system.url).get("/api/users/forget-password/?email[toString]=1");
    expect(forgot.status).toBeLessThan(500);
  });
});

describe("the live socket", () => {
  it("answers an Origin that is no URL, or another site's, with 403", async () => {
    await expect(openLiveSocket(system.url, trainer.sessionCookie, "garbage")).rejects.toThrow(/403/);
    await expect(openLiveSocket(system.url, trainer.sessionCookie, "https://evil.example")).rejects.toThrow(/403/);
  });

  it("answers the same host under another scheme with 403 (an https page is another origin than the http site)", async () => {
    const host = new URL(system.url).host;
    for (const origin of [`https://${host}`, `ws://${host}`, `ftp://${host}`]) {
      await expect(openLiveSocket(system.url, trainer.sessionCookie, origin), origin).rejects.toThrow(/403/);
    }
    const own = await openLiveSocket(system.url, trainer.sessionCookie, system.url);
    own.close();
  });
});

describe("a session's short id", () => {
  const schedule = async (store: EventStore) => {
    const { decodeSessionForm } = await import("@wellbeing/domain");
    const form = decodeSessionForm(sessionForm());
    if (form._tag !== "Right") throw new Error("the form should decode");
    return scheduleSession(store, { userId: trainerId, role: "trainer" }, form.right, { actorId: trainerId, correlationId: "test", now: new Date() });
  };
  const claimStreamsOf = (appends: ReadonlyArray<StreamAppend>) =>
    appends.filter((share) => share.streamId.startsWith(shortIdStream(""))).map((share) => share.streamId);

  it("is claimed in the same transaction as its session: a session that cannot be stored leaves no claim at all", async () => {
    const claimed: string[] = [];
    const unstorableSessions: EventStore = Object.create(system.store, {
      appendMany: {
        value: (appends: ReadonlyArray<StreamAppend>) => {
          claimed.push(...claimStreamsOf(appends));
          // The session's share breaks inside the transaction, after the claim's share went in.
          const broken = appends.map((share) =>
            share.streamId.startsWith("session-") ? { ...share, events: share.events.map((event) => ({ ...event, eventId: "not-a-uuid" })) } : share,
          );
          return system.store.appendMany!(broken);
        },
      },
    });
    await expect(schedule(unstorableSessions)).rejects.toThrow();
    expect(claimed).toHaveLength(1);
    expect(await system.store.readStream(claimed[0]!)).toEqual([]);
  });
});
