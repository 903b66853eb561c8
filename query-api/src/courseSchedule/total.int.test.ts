import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programmeDate } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { insertSyntheticSessions, syntheticSessions, type SyntheticSession, type SyntheticSessions } from "@wellbeing/query-api/sessionLists/testing";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// The public schedule's total is counted off schedule_trainers (issue 30), its page off the sessions'
// list order: every page, total and delivery filter must equal a plain computation over the sessions,
// with sessions trained across groups (shown and not, in either order), on today's boundary, and
// Trainer Upskill ones.

let system: TestSystem;
let data: SyntheticSessions;
let today: string;
let shown: Set<string>;

const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** Sessions trained by two or three trainers of different groups, and sessions ending yesterday, today and later. */
const edgeSessions = (people: SyntheticSessions["people"], leads: ReadonlyArray<string>): SyntheticSession[] => {
  const trainerOf = (lead: string) => people.find((person) => person.localLeadId === lead)!.id;
  const [shownA, shownB, hidden, otherHidden] = [trainerOf(leads[0]!), trainerOf(leads[1]!), trainerOf(leads[5]!), trainerOf(leads[6]!)];
  const pairs = [[shownB], [hidden, shownA], [shownA, hidden], [shownA, shownB], [hidden, otherHidden], [shownB], [shownB], [hidden, shownA, shownB]];
  return pairs.map((trainerIds, index) => {
    const lastDate = day(index - 1); // yesterday, today, then later
    return {
      id: `0000e000-0000-7000-8000-${index.toString(16).padStart(12, "0")}`,
      shortId: `edge${index.toString().padStart(4, "0")}`,
      course: "C5",
      modules: index === 6 ? ["trainer-upskill"] : ["2"],
      dates: [{ sessionDate: lastDate, startTime: "10:00", endTime: "12:30" }],
      firstDate: lastDate,
      lastDate,
      capacity: 10,
      confirmed: 0,
      remote: index % 2 === 0,
      trainerIds,
    };
  });
};

const order = (a: SyntheticSession, b: SyntheticSession) =>
  a.lastDate.localeCompare(b.lastDate) || a.firstDate.localeCompare(b.firstDate) || a.id.localeCompare(b.id);

/** What the schedule holds, computed in memory: upcoming, no Trainer Upskill, some trainer shown, of the delivery asked. */
const onSchedule = (delivery: "online" | "faceToFace" | null) =>
  data.sessions
    .filter(
      (session) =>
        session.lastDate >= today &&
        !session.modules.includes("trainer-upskill") &&
        session.trainerIds.some((id) => shown.has(id)) &&
        (delivery === null || session.remote === (delivery === "online")),
    )
    .sort(order);

beforeAll(async () => {
  system = await startTestSystem({ seedDemo: false });
  today = programmeDate(new Date());
  const generated = syntheticSessions({ sessions: 3_000 });
  const leads = generated.people.filter((person) => person.roles.includes("localLead")).map((person) => person.id);
  data = { ...generated, sessions: [...generated.sessions, ...edgeSessions(generated.people, leads)] };
  await insertSyntheticSessions(system.db, READ_MODEL_SCHEMA, data);
  const chosen = leads.slice(0, 3);
  await system.db
    .withSchema(READ_MODEL_SCHEMA)
    .into("public_leads")
    .insert(chosen.map((lead_id) => ({ lead_id, chosen_at: new Date() })));
  shown = new Set(data.people.filter((person) => chosen.includes(person.id) || chosen.includes(person.localLeadId ?? "")).map((person) => person.id));
}, 120_000);

afterAll(async () => {
  await system.stop();
});

describe("the public schedule's total and pages (issue 30: the total counted its own way)", () => {
  it("every page and the total equal the sessions counted by hand, for each delivery filter and page size", async () => {
    const visitor = new ApiClient(system.url);
    for (const delivery of [null, "online", "faceToFace"] as const) {
      const expected = onSchedule(delivery).map((session) => session.id);
      const filter = delivery ? `&delivery=${delivery}` : "";
      for (const [page, pageSize] of [
        [1, 10],
        [3, 10],
        [2, 50],
        [Math.ceil(expected.length / 50), 50],
        [Math.ceil(expected.length / 50) + 1, 50],
      ] as const) {
        const answer = await visitor.get(`/api/course-schedule?page=${page}&pageSize=${pageSize}${filter}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ total: expected.length, page, pageSize });
        expect(answer.body.sessions.map((session: { id: string }) => session.id)).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });

  it("counts a session of two or three trainers once, a session with one shown trainer in any place, today's; not yesterday's nor Trainer Upskill", async () => {
    const edge = new Set(
      onSchedule(null)
        .filter((session) => session.id.startsWith("0000e000"))
        .map((session) => session.shortId),
    );
    // 0 ended yesterday; 4 has no shown trainer; 6 is Trainer Upskill.
    expect([...edge].sort()).toEqual(["edge0001", "edge0002", "edge0003", "edge0005", "edge0007"]);
    const total = async (delivery: string) => (await new ApiClient(system.url).get(`/api/course-schedule?pageSize=50${delivery}`)).body.total;
    expect(await total("")).toBe(onSchedule(null).length);
    expect((await total("&delivery=online")) + (await total("&delivery=faceToFace"))).toBe(onSchedule(null).length);
  });
});
