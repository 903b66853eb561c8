import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { eventCount } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;

beforeAll(async () => {
  system = await startTestSystem({ consistencyWaitMs: 300 });
  trainer = new ApiClient(system.url);
  trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
});
afterAll(async () => {
  await system.stop();
});

describe("inputs of the wrong shape", () => {
  it("reads fields of the wrong type as missing, with the specification's message", async () => {
    const login = await new ApiClient(system.url).post("/api/login", { email: 5, password: ["Demo-pass-1!"] });
    expect(login.status).toBe(400);
    expect(login.body.fields).toEqual({ email: VALIDATION.required, password: VALIDATION.required });
    const signUp = await new ApiClient(system.url).post("/api/participant", { name: { first: "Ana" }, email: null, password: 12345678 });
    expect(signUp.body.fields).toEqual({ name: VALIDATION.required, email: VALIDATION.required, password: VALIDATION.required });
  });

  it("refuses a missing or non-object body on every command", async () => {
    for (const path of ["/api/select-role", "/api/login", "/api/participant", "/api/add-session"]) {
      for (const body of ["", "42", '"text"', "true"]) {
        const response = await trainer.request("POST", path, body, body === "" ? { "content-type": "application/json" } : {});
        expect(response.status, `${path} with ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect((await trainer.post("/api/select-role", {})).body.fields).toEqual({ role: VALIDATION.required });
  });

  it("refuses a log-in, sign-up or reset body over 16 KB with 413 before reading it (forms a few hundred bytes long)", async () => {
    const before = await eventCount(system);
    const padding = "x".repeat(20_000);
    for (const path of ["/api/login", "/api/participant", "/api/users/reset-password", "/api/users/verify-email"]) {
      expect((await new ApiClient(system.url).post(path, { email: "a@example.org", padding })).status, path).toBe(413);
    }
    expect((await new ApiClient(system.url).post("/api/login", { email: "a@example.org", password: "x".repeat(100) })).status).toBe(401);
    expect(await eventCount(system)).toBe(before);
  });

  it("refuses a body over 1 MB with 413 and appends nothing", async () => {
    const before = await eventCount(system);
    const huge = await trainer.post("/api/add-session", { extraInfo: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBeTruthy();
    expect(await eventCount(system)).toBe(before);
  });

  it("refuses the same trainer chosen twice", async () => {
    const twice = await trainer.post("/api/add-session", {
      dates: [{ sessionDate: "2030-02-01" }],
      remote: true,
      meetingPlatform: "other",
      meetingLink: "https://example.org/room",
      course: "C5",
      modules: ["1"],
      capacity: 6,
      partnerTrainer1: trainerId,
      partnerTrainer2: trainerId,
      contactEmail: "trainer@demo.test",
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ partnerTrainer2: PRODUCT_TEXTS.trainersMustDiffer });
  });
});

describe("consistency tokens", () => {
  it("ignores a malformed token", async () => {
    const answer = await trainer.post("/api/all/dashboard", {}, { "x-consistency-token": "drop table;" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-consistency-stale")).toBeNull();
  });

  it("waits a bounded time for a position the projector never reaches, then answers and says so", async () => {
    const started = Date.now();
    const answer = await trainer.get("/api/fetch-trainers", { "x-consistency-token": "99999999999.99999999999" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-consistency-stale")).toBe("true");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("forgets a latest-write cookie naming a position this store never reached (a reset database), after one bounded wait", async () => {
    const stale = trainer.copy();
    const first = await stale.get("/api/fetch-trainers", { cookie: `${stale.sessionCookie}; wb_last_write=99999999999.1` });
    expect(first.headers.get("x-consistency-stale")).toBe("true");
    expect(first.headers.getSetCookie().some((header) => /^wb_last_write=;/.test(header))).toBe(true);
  });

  it("answers a forged latest-write cookie or token as it answers none: never a 5xx, never a different answer, a vain wait at most once", async () => {
    const expected = (await trainer.copy().get("/api/fetch-trainers")).body;
    const forgeries = [
      "not-a-number",
      "-5.-7",
      "-99999999999999999999.-1",
      "1.2.3",
      "1e9.1",
      "0x10.0x10",
      "1,2",
      "%ZZ%",
      "12",
      "999999999999999999999.1",
      "99999999999999999999.99999999999999999999",
      `${"9".repeat(5_000)}.${"9".repeat(5_000)}`,
      "7".repeat(10_000),
    ];
    for (const forged of forgeries) {
      const label = forged.slice(0, 30);
      const browser = trainer.copy();
      browser.rememberWrite(forged);
      const first = await browser.get("/api/fetch-trainers");
      expect(first.status, label).toBe(200);
      expect(first.body, label).toEqual(expected);
      // A browser keeps what the answer left it: if that first read waited in vain, the next one does not.
      const second = await browser.get("/api/fetch-trainers");
      expect(second.body, label).toEqual(expected);
      expect(second.headers.get("x-consistency-stale"), label).toBeNull();
      const sent = await trainer.copy().get("/api/fetch-trainers", { "x-consistency-token": forged });
      expect(sent.status, label).toBe(200);
      expect(sent.body, label).toEqual(expected);
    }
  });

  it("lets a command through with a forged latest-write cookie, and its browser's next reads wait in vain at most once", async () => {
    const browser = trainer.copy();
    browser.rememberWrite("99999999999999999999.1");
    const command = await browser.request("PATCH", "/api/users/language", { language: "cy" });
    expect(command.status).toBeLessThan(300);
    const first = await browser.get("/api/fetch-trainers");
    expect(first.status).toBe(200);
    const second = await browser.get("/api/fetch-trainers");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-consistency-stale")).toBeNull();
    expect((await browser.request("PATCH", "/api/users/language", { language: "en" })).status).toBeLessThan(300);
  });

  it("never waits to tell who the cookie belongs to", async () => {
    const answer = await trainer.get("/api/users/auth", { "x-consistency-token": "99999999999.99999999999" });
    expect(answer.body.isAuthenticated).toBe(true);
    // It did not wait for the read models at all (a wait in vain would say it is stale).
    expect(answer.headers.get("x-consistency-stale")).toBeNull();
  });
});
