import { describe, expect, it } from "vitest";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { STORY_ENTRIES, STORY_MISSED, STORY_SESSIONS, type StorySession } from "@wellbeing/domain/sessions/missedModulesFixtures";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { eventually, type ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { createSession, inDays, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// Modules in order (§9): Manage Session lists the attendees who missed the previous module (§2.10)
// and the staff lists flag their sessions (§2.7), from the roster read model, live.

const suite = sessionCastSuite();

type Row = { id: string; missedEarlierModules: boolean };

const patch = (client: ApiClient, path: string, body: unknown) => client.request("PATCH", path, body);
const register = (client: ApiClient, sessionId: string, email: string) =>
  patch(client, `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed" });
const missedOn = async (client: ApiClient, sessionId: string) => {
  const details = await client.get(`/api/session-details/${sessionId}`);
  expect(details.status).toBe(200);
  return details.body.participantsDidNotAttendPrevMods as Array<{ email: string }>;
};
const rowsOf = async (client: ApiClient, path: string): Promise<Row[]> => {
  const answer = await client.get(path);
  expect(answer.status).toBe(200);
  return answer.body.sessions as Row[];
};
const flagOf = (rows: ReadonlyArray<Row>, id: string) => rows.find((row) => row.id === id)?.missedEarlierModules;

describe("attendees who missed the previous module, from registrations", () => {
  it("Module 2's attendee who took Module 1 first is fine, the one who did not is listed and flags the lists, live", async () => {
    const { system, cast } = suite;
    const module1 = await createSession(
      cast.as.trainer,
      sessionForm(cast.ids.trainer, { modules: ["1"], dates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }] }),
    );
    const module2 = await createSession(
      cast.as.otherTrainer,
      sessionForm(cast.ids.otherTrainer, { modules: ["2"], dates: [{ sessionDate: inDays(28), startTime: "10:00", endTime: "12:00" }] }),
    );
    const amy = await signUpParticipant(system.url, "Amy First", "amy.first@example.net");
    const bob = await signUpParticipant(system.url, "Bob Skipper", "bob.skipper@example.net");

    // A person listed by staff, without an account, who took Module 1 too: matched by address.
    expect(
      (
        await patch(cast.as.trainer, `/api/sessions/${module1.id}/attendeesList`, {
          participantsEmails: [{ email: "Cara.Listed@example.net", status: "confirmed" }],
          status: "confirmed",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await patch(cast.as.otherTrainer, `/api/sessions/${module2.id}/attendeesList`, {
          participantsEmails: [{ email: "cara.listed@example.net", status: "confirmed" }],
          status: "confirmed",
        })
      ).status,
    ).toBe(200);
    expect((await register(amy.client, module1.id, "amy.first@example.net")).status).toBe(200);
    expect((await register(amy.client, module2.id, "amy.first@example.net")).status).toBe(200);
    expect(await missedOn(cast.as.otherTrainer, module2.id)).toEqual([]);

    expect((await register(bob.client, module2.id, "bob.skipper@example.net")).status).toBe(200);
    const bobMissed = [{ email: "bob.skipper@example.net" }];
    // Bob's registration is his write, not the trainer's: their read follows once the roster has it.
    await eventually(async () => (await missedOn(cast.as.otherTrainer, module2.id)).length > 0);
    expect(await missedOn(cast.as.otherTrainer, module2.id)).toEqual(bobMissed);
    expect(await missedOn(cast.as.otherLead, module2.id)).toEqual(bobMissed);
    expect(await missedOn(cast.as.admin, module2.id)).toEqual(bobMissed);
    expect(await missedOn(cast.as.trainer, module1.id)).toEqual([]);
    // Only the people who manage the session see it.
    expect((await cast.as.trainer.get(`/api/session-details/${module2.id}`)).status).toBe(403);
    expect((await bob.client.get(`/api/session-details/${module2.id}`)).status).toBe(403);
    expect((await cast.as.anonymous.get(`/api/session-details/${module2.id}`)).status).toBe(401);

    // The staff lists flag the session; the public lists never say.
    const mine = await rowsOf(cast.as.otherTrainer, "/api/users/sessions?type=all");
    expect(flagOf(mine, module2.id)).toBe(true);
    const all = await rowsOf(cast.as.admin, "/api/users/sessions?type=all&pageSize=100");
    expect([flagOf(all, module1.id), flagOf(all, module2.id)]).toEqual([false, true]);
    expect(flagOf(await rowsOf(cast.as.otherLead, `/api/users/sessions/${cast.ids.otherLead}?type=all`), module2.id)).toBe(true);
    expect(flagOf(await rowsOf(cast.as.admin, `/api/users/trainer-sessions/${cast.ids.otherTrainer}?type=all`), module2.id)).toBe(true);
    const available = await cast.as.anonymous.get(`/api/available-sessions/${cast.ids.otherTrainer}`);
    expect(flagOf(available.body.sessions, module2.id)).toBe(false);

    // Bob books Module 1 on another trainer's session: Module 2's trainer is told, and the warning goes.
    const live = await openLiveSocket(system.url, cast.as.otherTrainer.sessionCookie);
    try {
      expect((await register(bob.client, module1.id, "bob.skipper@example.net")).status).toBe(200);
      await eventually(async () => live.messages.some((message) => message.topics.includes("sessions")));
      await eventually(async () => (await missedOn(cast.as.otherTrainer, module2.id)).length === 0);
      expect(flagOf(await rowsOf(cast.as.otherTrainer, "/api/users/sessions?type=all"), module2.id)).toBe(false);
    } finally {
      live.close();
    }
  });

  it("the SQL agrees with the domain rule on the domain's story", async () => {
    const { system, cast } = suite;
    const now = new Date().toISOString();
    const stories = Object.entries(STORY_SESSIONS) as Array<[StorySession, (typeof STORY_SESSIONS)[StorySession]]>;
    await system.db
      .withSchema(READ_MODEL_SCHEMA)
      .table("sessions")
      .insert(
        stories.map(([name, session], index) => ({
          id: session.id,
          short_id: `story${index}`,
          course: session.course,
          modules: [...session.modules],
          dates: JSON.stringify([
            { sessionDate: session.firstDate, startTime: "10:00", endTime: "12:00" },
            { sessionDate: session.lastDate, startTime: "10:00", endTime: "12:00" },
          ]),
          first_date: session.firstDate,
          last_date: session.lastDate,
          capacity: 20,
          remote: true,
          trainer_ids: [cast.ids.otherTrainer],
          confirmed_count: STORY_ENTRIES.filter((entry) => entry.sessionId === session.id && entry.status === "confirmed").length,
          scheduled_by: cast.ids.otherTrainer,
          created_at: now,
          updated_at: now,
          extra_info: name,
        })),
      );
    await system.db
      .withSchema(READ_MODEL_SCHEMA)
      .table("roster_entries")
      .insert(
        STORY_ENTRIES.map((entry) => ({
          id: `${entry.sessionId}/${entry.email}`,
          session_id: entry.sessionId,
          person_key: entry.email,
          email: entry.email,
          status: entry.status,
          listed_at: now,
        })),
      );

    const rows = await rowsOf(cast.as.admin, `/api/users/trainer-sessions/${cast.ids.otherTrainer}?type=all&pageSize=100`);
    for (const [name, session] of stories) {
      expect(await missedOn(cast.as.admin, session.id), name).toEqual(STORY_MISSED[name].map((email) => ({ email })));
      expect(flagOf(rows, session.id), name).toBe(STORY_MISSED[name].length > 0);
    }
  });
});
