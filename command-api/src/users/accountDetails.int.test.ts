import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, followVerificationLink, isTo, signUpParticipant, verificationLinkIn } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { inDays, onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// My Account Details (PATCH /api/my-account, §2.5, §3, §5, §8). Which fields each role may change,
// bad input, a taken address and anonymous callers are the command slice's spec
// (command-api/src/account/updateAccountDetails.int.test.ts).

let system: TestSystem;
const client = () => new ApiClient(system.url);
const update = (caller: ApiClient, body: unknown) => caller.request("PATCH", "/api/my-account", body);

const ROLES = ["admin", "lead", "trainer", "participant", "multi"] as const;
const as = {} as Record<(typeof ROLES)[number], ApiClient>;
const ids = {} as Record<(typeof ROLES)[number], string>;

beforeAll(async () => {
  system = await startTestSystem();
  for (const role of ROLES) {
    as[role] = new ApiClient(system.url);
    ids[role] = (await as[role].logIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD, role === "multi" ? "staff" : undefined)).userId;
  }
});
afterAll(async () => {
  await system.stop();
});

const usersRow = (id: string) => system.db.withSchema("read_models").from("users").where({ id }).first();

const followLinkTo = (caller: ApiClient, address: string) => followVerificationLink(system, address, caller);

describe("a participant's details", () => {
  it("changes the name at once and the e-mail once the new address is proven: the answer, the auth user, the read model and log in", async () => {
    const { client: ana, userId } = await signUpParticipant(system.url, "Ana Original", "ana.original@example.org");
    const saved = await update(ana, { name: "  Ana Renamed ", email: " Ana.Renamed@Example.org " });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      isAuthenticated: true,
      userId,
      name: "Ana Renamed",
      email: "ana.original@example.org",
      pendingEmail: "ana.renamed@example.org",
      role: "participant",
    });
    expect(saved.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);
    expect((await ana.get("/api/users/auth")).body).toEqual(saved.body);
    // The read model follows once the projector has the change.
    await eventually(async () => (await usersRow(userId))?.name === "Ana Renamed");
    expect(await usersRow(userId)).toMatchObject({ name: "Ana Renamed", email: "ana.original@example.org", pending_email: "ana.renamed@example.org" });
    expect((await client().post("/api/login", { email: "ana.renamed@example.org", password: STRONG_PASSWORD })).status).toBe(401);

    expect((await followLinkTo(ana, "ana.renamed@example.org")).status).toBe(200);
    expect((await ana.get("/api/users/auth")).body).toMatchObject({ email: "ana.renamed@example.org", pendingEmail: null, emailVerified: true });
    await eventually(async () => (await usersRow(userId))?.email === "ana.renamed@example.org");
    expect(await usersRow(userId)).toMatchObject({ email: "ana.renamed@example.org", pending_email: null, email_verified: true });

    expect((await client().post("/api/login", { email: "ana.original@example.org", password: STRONG_PASSWORD })).status).toBe(401);
    expect((await client().post("/api/login", { email: "ana.renamed@example.org", password: STRONG_PASSWORD })).status).toBe(200);
    // The old address is free again; the new one is taken.
    expect((await client().post("/api/participant", { name: "Someone Else", email: "ana.original@example.org", password: STRONG_PASSWORD })).status).toBe(201);
    expect((await client().post("/api/participant", { name: "Someone Else", email: "ana.renamed@example.org", password: STRONG_PASSWORD })).status).toBe(409);
  });

  it("keeps a participant without organisation fields, whatever they send", async () => {
    const { client: pat } = await signUpParticipant(system.url, "Pat Plain", "pat.plain@example.org");
    const saved = await update(pat, { name: "Pat Plain", email: "pat.plain@example.org", organisation: { category: "Health" }, localAuthorities: ["Newport"] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ organisation: null, localAuthorities: [] });
    expect((await pat.get("/api/users/auth")).body).toMatchObject({ organisation: null, localAuthorities: [] });
  });
});

describe("a staff member's details", () => {
  it("lets a trainer set organisation ('Other, please specify' with its text) and delivery local authorities", async () => {
    const saved = await update(as.trainer, {
      name: "Tara Trainer",
      email: DEMO_ACCOUNTS.trainer,
      organisation: { category: "Other, please specify", value: "Riverside Wellbeing Trust" },
      localAuthorities: ["Torfaen", "Caerphilly", "A new authority"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      organisation: { category: "Other, please specify", value: "Riverside Wellbeing Trust" },
      localAuthorities: ["Torfaen", "Caerphilly", "A new authority"],
    });
    const row = await eventually(async () => {
      const current = await usersRow(ids.trainer);
      return current?.organisation?.value === "Riverside Wellbeing Trust" && current;
    });
    expect(row).toMatchObject({ local_authorities: ["Torfaen", "Caerphilly", "A new authority"] });
  });

  it("shows a trainer's new name on their sessions", async () => {
    const { body: created } = await as.trainer.post(
      "/api/add-session",
      onlineSessionForm(ids.trainer, { dates: [{ sessionDate: inDays(9), startTime: "10:00", endTime: "12:00" }] }),
    );
    expect(created.id).toBeTruthy();
    expect((await update(as.trainer, { name: "Tara Newname", email: DEMO_ACCOUNTS.trainer, localAuthorities: ["Newport"] })).status).toBe(200);
    // The trainer reads their own write; their local lead sees it once the projector has it.
    const own = await as.trainer.get(`/api/session-details/${created.id}`);
    expect(own.body.trainers, JSON.stringify(own.body)).toEqual([{ id: ids.trainer, name: "Tara Newname" }]);
    await eventually(async () => (await as.lead.get(`/api/session-details/${created.id}`)).body.trainers?.[0]?.name === "Tara Newname");
  });
});

describe("who may change details", () => {
  it("refuses a person who has not chosen an account yet", async () => {
    const undecided = new ApiClient(system.url);
    await undecided.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD);
    expect((await update(undecided, { name: "Morgan Multi", email: DEMO_ACCOUNTS.multi })).status).toBe(403);
  });

  it("lets a multi-account person acting as a participant change name and e-mail only", async () => {
    const participant = new ApiClient(system.url);
    await participant.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD, "participant");
    const saved = await update(participant, { name: "Morgan Multi", email: DEMO_ACCOUNTS.multi, organisation: null, localAuthorities: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.localAuthorities).toEqual(["Newport"]);
  });
});

describe("taken addresses", () => {
  it("lets only one of two people racing for a new address have it: the first to prove it", async () => {
    const one = await signUpParticipant(system.url, "Racer One", "racer.one@example.org");
    const two = await signUpParticipant(system.url, "Racer Two", "racer.two@example.org");
    const asked = await Promise.all([
      update(one.client, { name: "Racer One", email: "finish.line@example.org" }),
      update(two.client, { name: "Racer Two", email: "finish.line@example.org" }),
    ]);
    expect(asked.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = await eventually(async () => {
      const links = system.mail.messages().filter((mail) => isTo("finish.line@example.org")(mail) && mail.text.includes("/verify-email/"));
      return links.length === 2 && links.map((mail) => verificationLinkIn(mail).token);
    });
    const answers = await Promise.all([
      client().post("/api/users/verify-email", { token: first }),
      client().post("/api/users/verify-email", { token: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.fields).toEqual({ email: PRODUCT_TEXTS.emailTaken });
    const emails = await eventually(async () => {
      const rows = await Promise.all([usersRow(one.userId), usersRow(two.userId)]);
      const addresses = rows.map((row) => row?.email).sort();
      return addresses.includes("finish.line@example.org") && addresses;
    });
    expect(emails.filter((email) => email === "finish.line@example.org")).toHaveLength(1);
  });
});
