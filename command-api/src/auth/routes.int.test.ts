import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { allEvents, eventCount, eventsMentioning } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;
const client = () => new ApiClient(system.url);

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

describe("participant sign-up (POST /api/participant)", () => {
  it("creates the account, logs the person in and answers the auth user", async () => {
    const ana = client();
    const signedUp = await ana.post("/api/participant", { name: "Ana Evans", email: "  Ana.Evans@Example.ORG ", password: "Str0ng!pass" });
    expect(signedUp.status).toBe(201);
    expect(signedUp.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);
    expect(signedUp.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(signedUp.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    expect(signedUp.body).toMatchObject({
      isAuthenticated: true,
      name: "Ana Evans",
      email: "ana.evans@example.org",
      role: "participant",
      multipleUsers: false,
    });

    const me = await ana.get("/api/users/auth");
    expect(me.body).toEqual(signedUp.body);
    // An allowlist: who they are, their accounts and the language to write to them in; never a password hash, a token or a link.
    expect(Object.keys(me.body).sort()).toEqual(
      [
        "isAuthenticated",
        "userId",
        "name",
        "email",
        "role",
        "users",
        "multipleUsers",
        "localLead",
        "organisation",
        "localAuthorities",
        "emailVerified",
        "pendingEmail",
        "language",
        "nextUpgradeToTttStep",
      ].sort(),
    );
  });

  it("answers each bad field with the specification's message and appends nothing", async () => {
    const before = await eventCount(system);
    const refused = await client().post("/api/participant", { name: "", email: "not-an-email", password: "short" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ name: VALIDATION.required, email: VALIDATION.invalidEmail, password: VALIDATION.passwordPolicy });
    expect((await client().post("/api/participant", {})).body.fields).toEqual({
      name: VALIDATION.required,
      email: VALIDATION.required,
      password: VALIDATION.required,
    });
    expect((await client().post("/api/participant", { name: "x".repeat(101), email: `${"a".repeat(95)}@x.org`, password: "Str0ng!pass" })).body.fields).toEqual(
      {
        name: VALIDATION.tooLong100,
        email: VALIDATION.tooLong100,
      },
    );
    expect((await client().post("/api/participant", "{not json")).status).toBe(400);
    expect((await client().post("/api/participant", [1, 2])).status).toBe(400);
    expect(await eventCount(system)).toBe(before);
  });

  it("refuses a taken address, whatever its case, with 409 and the server's text under the email", async () => {
    const before = await eventCount(system);
    const taken = await client().post("/api/participant", { name: "Someone", email: "TRAINER@demo.test", password: "Str0ng!pass" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: PRODUCT_TEXTS.emailTaken, fields: { email: PRODUCT_TEXTS.emailTaken } });
    expect(await eventCount(system)).toBe(before);
  });

  it("lets exactly one of two simultaneous sign-ups with one address win", async () => {
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client().post("/api/participant", { name: `Twin ${n}`, email: "twin@example.org", password: "Str0ng!pass" })),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("never leaves an address claimed without the account that claimed it, however many race for it", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, n) => client().post("/api/participant", { name: `Racer ${n}`, email: "racer@example.org", password: "Str0ng!pass" })),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(1);
    const claims = (await allEvents(system.store)).filter((event) => event.type === "EmailClaimed");
    for (const claim of claims) {
      const holder = (claim.data as { userId: string }).userId;
      expect((await system.store.readStream(userStream(holder))).length, holder).toBeGreaterThan(0);
    }
  });

  it("never stores a name or an e-mail address in clear in the event log", async () => {
    await client().post("/api/participant", { name: "Zebedee Quartermaine", email: "zebedee.q@example.org", password: "Str0ng!pass" });
    expect(await eventsMentioning(system.sealedStore, ["zebedee"])).toEqual([]);
    // The same events opened with the person's key do name them: the search above would have found it.
    expect(await eventsMentioning(system.store, ["zebedee"])).not.toEqual([]);
    const stored = (await allEvents(system.sealedStore)).findLast((event) => event.type === "UserRegistered");
    expect(stored?.data).toMatchObject({ email: expect.stringMatching(/^pii1:/), name: expect.stringMatching(/^pii1:/) });
    const projected = await eventually(() => system.db.withSchema("read_models").from("users").where({ email: "zebedee.q@example.org" }).first());
    expect(projected?.name).toBe("Zebedee Quartermaine");
  });
});

describe("log in and out (POST /api/login, /api/logout)", () => {
  it("logs a staff member in with their only account", async () => {
    const trainer = client();
    const user = await trainer.logIn(" Trainer@Demo.Test ", DEMO_PASSWORD);
    expect(user).toMatchObject({ isAuthenticated: true, email: DEMO_ACCOUNTS.trainer, role: "trainer", users: ["trainer"] });
    expect((await trainer.get("/api/users/auth")).body.role).toBe("trainer");
  });

  it("refuses a wrong password and an unknown address alike", async () => {
    const wrong = await client().post("/api/login", { email: DEMO_ACCOUNTS.trainer, password: "Wrong-pass-1!" });
    const unknown = await client().post("/api/login", { email: "nobody@demo.test", password: "Wrong-pass-1!" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: PRODUCT_TEXTS.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("checks the fields: e-mail valid, password required only", async () => {
    const refused = await client().post("/api/login", { email: "nope", password: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ email: VALIDATION.invalidEmail, password: VALIDATION.required });
    expect((await client().post("/api/login", { email: DEMO_ACCOUNTS.trainer, password: DEMO_PASSWORD, loginRole: "wizard" })).status).toBe(400);
  });

  it("leaves a multi-account person to choose, unless the screen asked for one of their accounts", async () => {
    expect(await client().logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD)).toMatchObject({ role: null, multipleUsers: true, users: ["trainer", "participant"] });
    expect(await client().logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD, "participant")).toMatchObject({ role: "participant" });
    expect(await client().logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD, "staff")).toMatchObject({ role: "trainer" });
  });

  it("logs out: the cookie is cleared and the caller is anonymous again", async () => {
    const admin = client();
    await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    const out = await admin.post("/api/logout");
    expect(out.status).toBe(204);
    expect(admin.sessionCookie).toBeNull();
    expect((await admin.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });
  });

  it("treats a forged or tampered token as logged out", async () => {
    const forged = await client().get("/api/users/auth", { cookie: "wb_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad" });
    expect(forged.body).toEqual({ isAuthenticated: false });
    expect((await client().post("/api/add-session", {}, { cookie: "wb_session=garbage" })).status).toBe(401);
  });
});

describe("choosing the account (POST /api/select-role)", () => {
  it("selects a held account, clears the choice, and refuses one not held", async () => {
    const multi = client();
    await multi.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD);
    expect((await multi.post("/api/select-role", { role: "trainer" })).body.role).toBe("trainer");
    expect((await multi.get("/api/users/auth")).body.role).toBe("trainer");
    expect((await multi.post("/api/select-role", { role: null })).body.role).toBeNull();
    const refused = await multi.post("/api/select-role", { role: "admin" });
    expect(refused.status).toBe(403);
    expect((await multi.post("/api/select-role", { role: "overlord" })).status).toBe(400);
    expect((await client().post("/api/select-role", { role: "trainer" })).status).toBe(401);
  });
});

describe("cross-site protection", () => {
  it("refuses a mutation a page of another site sends, and accepts the same site and plain clients", async () => {
    const before = await eventCount(system);
    const evil = await client().post(
      "/api/participant",
      { name: "Eve", email: "eve@example.org", password: "Str0ng!pass" },
      { origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    const fetchMetadata = await client().post("/api/login", { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }, { "sec-fetch-site": "cross-site" });
    expect(fetchMetadata.status).toBe(403);
    // The same host under another scheme is another origin.
    const otherScheme = await client().post(
      "/api/participant",
      { name: "Eve", email: "eve@example.org", password: "Str0ng!pass" },
      { origin: system.url.replace(/^http:/, "https:") },
    );
    expect(otherScheme.status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    const sameSite = await client().post("/api/login", { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }, { origin: system.url });
    expect(sameSite.status).toBe(200);
  });

  it("refuses form-encoded bodies (what a cross-site form could send)", async () => {
    const form = await client().request("POST", "/api/login", "email=a%40b.c&password=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
  });
});

describe("log in rate limit", () => {
  it("answers 429 after too many attempts for one address", async () => {
    const limited = await startTestSystem({ seedDemo: false, rateLimits: { login: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await new ApiClient(limited.url).post("/api/login", { email: "someone@example.org", password: "Wrong-pass-1!" })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const other = await new ApiClient(limited.url).post("/api/login", { email: "other@example.org", password: "Wrong-pass-1!" });
      expect(other.status).toBe(401);
    } finally {
      await limited.stop();
    }
  });
});
