import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@wellbeing/domain";
import { ACCOUNT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, followVerificationLink, isTo, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { eventCount, eventsMentioning } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Deleting one's own account (DELETE /api/users/:id, §7, §8) erases the person (ARCHITECTURE.md, personal data).
// Refusing anyone else, and anonymous callers, is the command slice's spec (command-api/src/account/deleteAccount).

let system: TestSystem;
const client = () => new ApiClient(system.url);
const remove = (caller: ApiClient, id: string) => caller.request("DELETE", `/api/users/${id}`);

const DEMO_ROLES = ["admin", "lead", "trainer", "participant", "multi"] as const;
const as = {} as Record<(typeof DEMO_ROLES)[number], ApiClient>;
const ids = {} as Record<(typeof DEMO_ROLES)[number], string>;

beforeAll(async () => {
  system = await startTestSystem();
  for (const role of DEMO_ROLES) {
    as[role] = new ApiClient(system.url);
    ids[role] = (await as[role].logIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD, role === "multi" ? "staff" : undefined)).userId;
  }
});
afterAll(async () => {
  await system.stop();
});

const followVerificationLinkTo = (address: string) => followVerificationLink(system, address);

/** A staff account made the way the seed makes them, logged in. */
const staffMember = async (email: string, name: string, roles: Role[], localLeadId: string | null = null) => {
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  const registered = await registerUser(
    system,
    {
      email,
      name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      roles,
      organisation: { category: "Health", value: "Health" },
      localAuthorities: ["Newport"],
      localLeadId,
    },
    { actorId: null, correlationId: "test", now: new Date() },
  );
  const userId = (registered as { right: { userId: string } }).right.userId;
  const member = new ApiClient(system.url);
  await member.logIn(email, DEMO_PASSWORD, roles.includes("participant") && roles.length > 1 ? "staff" : undefined);
  return { client: member, userId };
};

describe("who may delete an account", () => {
  // One person a test: each signs up or is added, logs in, deletes and tries again (password hashing is slow by design).
  it.each([
    ["an admin", () => staffMember("del.admin@example.org", "Del Admin", ["admin"])],
    ["a local lead", () => staffMember("del.lead@example.org", "Del Lead", ["localLead"])],
    ["a trainer", () => staffMember("del.trainer@example.org", "Del Trainer", ["trainer"], ids.lead)],
    ["a trainer who is also a participant", () => staffMember("del.multi@example.org", "Del Multi", ["trainer", "participant"])],
    ["a participant", () => signUpParticipant(system.url, "Del Participant", "del.participant@example.org", DEMO_PASSWORD)],
  ])("lets %s delete their own account: logged out, unable to log in again", async (_who, personOf) => {
    const person = await personOf();
    const email = (await person.client.get("/api/users/auth")).body.email as string;
    const deleted = await remove(person.client, person.userId);
    expect(deleted.status, email).toBe(200);
    expect(deleted.body).toEqual({ message: ACCOUNT_TEXTS.accountDeleted });
    expect(person.client.sessionCookie).toBeNull();
    expect((await person.client.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });
    expect((await client().post("/api/login", { email, password: DEMO_PASSWORD })).status).toBe(401);
  });

  it("turns away a token kept from before the deletion (another tab): every read answers as to a stranger", async () => {
    const trainer = await staffMember("kept.token@example.org", "Kept Token", ["trainer"], ids.lead);
    const cookie = trainer.client.sessionCookie!;
    const kept = (path: string, headers: Record<string, string> = {}) => client().request("GET", path, undefined, { cookie, ...headers });
    expect((await kept("/api/users/sessions")).status).toBe(200);
    const deleted = await remove(trainer.client, trainer.userId);
    const after = { "x-consistency-token": deleted.headers.get("x-consistency-token")! };
    expect((await kept("/api/users/sessions", after)).status).toBe(401);
    expect((await kept("/api/fetch-trainers", after)).status).toBe(401);
    expect((await kept("/api/users/auth", after)).body).toEqual({ isAuthenticated: false });
  });

  it("turns away a retry with a token kept from before (another tab): 401, recording nothing", async () => {
    const { client: twice, userId } = await signUpParticipant(system.url, "Twice Tess", "twice.tess@example.org");
    const cookie = twice.sessionCookie!;
    expect((await remove(twice, userId)).status).toBe(200);
    const before = await eventCount(system);
    const again = await client().request("DELETE", `/api/users/${userId}`, undefined, { cookie });
    expect(again.status).toBe(401);
    expect(await eventCount(system)).toBe(before);
  });
});

describe("erasing the person", () => {
  const NEEDLES = ["xanthippe", "quillfeather", "zephyrine", "quartzwhistle"];
  const ORIGINAL_EMAIL = "xanthippe.quillfeather@example.org";
  const PARTICIPANT_EMAIL = "zephyrine.quartzwhistle@example.org";

  /** Rows of a table, as text, that mention the person (case-insensitive). */
  const tracesIn = async (relation: string): Promise<string[]> => {
    const { rows } = await system.pool.query<{ row: string }>(`SELECT t::text AS row FROM ${relation} t WHERE t::text ILIKE ANY($1::text[])`, [
      NEEDLES.map((needle) => `%${needle}%`),
    ]);
    return rows.map((row) => row.row);
  };

  const tablesOf = async (schema: string): Promise<string[]> => {
    const { rows } = await system.pool.query<{ name: string }>(
      "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = $1",
      [schema],
    );
    return rows.map((row) => row.name);
  };

  const tracesInSchema = async (schema: string): Promise<Record<string, string[]>> => {
    const found: Record<string, string[]> = {};
    for (const table of await tablesOf(schema)) {
      const traces = await tracesIn(table);
      if (traces.length > 0) found[table] = traces;
    }
    return found;
  };

  it("leaves no trace of their names, e-mail addresses or words in the event log, the read models or a replay", async () => {
    // A trainer who ran a session, invited someone, changed their details and asked for a password reset;
    // the person they invited, who then signed up, registered with a message and asked to be removed.
    const xan = await staffMember(ORIGINAL_EMAIL, "Xanthippe Quillfeather", ["trainer"], ids.lead);
    const created = await xan.client.post("/api/add-session", {
      dates: [{ sessionDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
      remote: true,
      meetingPlatform: "zoom",
      meetingLink: "https://zoom.us/j/987",
      course: "C5",
      modules: ["1"],
      capacity: 8,
      partnerTrainer1: xan.userId,
      contactEmail: ORIGINAL_EMAIL,
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.id as string;
    expect((await xan.client.post(`/api/sessions/${sessionId}/emails?type=registration`, { recipients: [PARTICIPANT_EMAIL] })).status).toBe(200);
    await system.mail.waitFor(isTo(PARTICIPANT_EMAIL));
    const zep = await signUpParticipant(system.url, "Zephyrine Quartzwhistle", PARTICIPANT_EMAIL);
    // She proves the invited address is hers: what was kept about it is hers to erase.
    expect((await followVerificationLinkTo(PARTICIPANT_EMAIL)).status).toBe(200);
    const registered = await zep.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, {
      email: PARTICIPANT_EMAIL,
      status: "confirmed",
      message: "Zephyrine needs step-free access",
    });
    expect(registered.status).toBe(200);
    const removal = await zep.client.request("DELETE", `/api/sessions/${sessionId}/registration`, { removalReason: "Zephyrine Quartzwhistle is moving away" });
    expect(removal.status).toBe(200);
    const renamed = await xan.client.request("PATCH", "/api/my-account", {
      name: "Xanthippe Q. Quillfeather",
      email: "quillfeather.x@example.org",
      organisation: { category: "Other, please specify", value: "Quillfeather Community Trust" },
      localAuthorities: ["Newport"],
    });
    expect(renamed.status).toBe(200);
    expect((await followVerificationLinkTo("quillfeather.x@example.org")).status).toBe(200);
    expect((await client().get("/api/users/forget-password/?email=quillfeather.x@example.org")).status).toBe(200);
    await system.mail.waitFor((mail) => isTo("quillfeather.x@example.org")(mail) && mail.subject === "Reset your password");
    await eventually(async () => (await tracesIn("read_models.users")).length > 0);
    expect(Object.keys(await tracesInSchema("read_models"))).toContain("read_models.sessions");

    await eventually(async () => (await tracesIn("read_models.roster_removal_requests")).length > 0);
    expect((await remove(zep.client, zep.userId)).status).toBe(200);
    const deleted = await remove(xan.client, xan.userId);
    expect(deleted.status).toBe(200);

    // The event log: every event as kept (personal fields sealed), and every event opened with the keys that remain.
    expect(await eventsMentioning(system.sealedStore, NEEDLES)).toEqual([]);
    expect(await eventsMentioning(system.store, NEEDLES)).toEqual([]);
    // Every read model, once the projector has passed the deletion.
    const reader = new ApiClient(system.url);
    await reader.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await reader.request("GET", "/api/users/auth", undefined, { "x-consistency-token": deleted.headers.get("x-consistency-token")! });
    await eventually(async () => Object.keys(await tracesInSchema("read_models")).length === 0);
    expect(await tracesInSchema("read_models")).toEqual({});
    // A replay of the whole log from position 0 into fresh read models.
    const { ProjectionRunner, allProjections, migrateReadModels } = await import("@wellbeing/projector");
    await migrateReadModels(system.db, "erasure_replay", allProjections);
    await new ProjectionRunner({ store: system.store, db: system.db, schema: "erasure_replay", projections: allProjections }).catchUp();
    expect((await tablesOf("erasure_replay")).length).toBeGreaterThan(2);
    expect(await tracesInSchema("erasure_replay")).toEqual({});
    expect(await system.db.withSchema("erasure_replay").from("users").where({ id: xan.userId }).first()).toBeUndefined();
    await system.db.raw("DROP SCHEMA erasure_replay CASCADE");

    // Their keys are gone (the participant's address had one too, from the invitation); what they sealed reads as null.
    const keys = await system.pool.query("SELECT key FROM personal_data_keys WHERE subject_id = ANY($1::text[])", [
      [xan.userId, zep.userId, system.emailIndex.streamOf(PARTICIPANT_EMAIL)],
    ]);
    expect(keys.rows).toEqual([{ key: null }, { key: null }, { key: null }]);

    // The session they ran keeps working, the trainer shown without a name; the participant gave up her place in it (it had not started).
    const session = await as.admin.get(`/api/session-details/${sessionId}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ trainers: [{ id: xan.userId, name: null }], contactEmail: null, numberOfConfirmedParticipants: 0 });
    expect((await client().get(`/api/sessions/${created.body.shortId}`)).status).toBe(200);

    // An erased address invited again gets a fresh key: the new invitation is readable, the old data stays shredded.
    const reinvited = await as.admin.post(`/api/sessions/${sessionId}/emails?type=registration`, { recipients: [PARTICIPANT_EMAIL] });
    expect(reinvited.status).toBe(200);
    await eventually(async () => {
      const roster = await as.admin.get(`/api/sessions/${sessionId}/roster`);
      return roster.body.invitees?.some((invitee: { email: string | null }) => invitee.email === PARTICIPANT_EMAIL) === true;
    });
    expect((await system.pool.query("SELECT key FROM personal_data_keys WHERE subject_id = $1", [system.emailIndex.streamOf(PARTICIPANT_EMAIL)])).rows).toEqual(
      [{ key: null }],
    );

    // Both addresses can sign up again.
    for (const email of [ORIGINAL_EMAIL, "quillfeather.x@example.org", PARTICIPANT_EMAIL]) {
      expect((await client().post("/api/participant", { name: "New Person", email, password: STRONG_PASSWORD })).status).toBe(201);
    }
  });
});
