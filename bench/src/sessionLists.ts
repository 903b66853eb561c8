import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { insertSyntheticSessions, syntheticSessions } from "@wellbeing/query-api/sessionLists/testing";
import { format } from "./benchDatabase";
import { EXPLAIN, explainRequest } from "./explainPlans";
import { benchAdminCookie, startBenchSystem } from "./benchSystem";
import { timeRequests as timeRounds } from "./httpTiming";
import { reportLatencyTarget } from "./latencyTarget";

// The session lists over many sessions, through HTTP as the browser asks: each query shape timed
// (median and 95th percentile of repeated requests) next to a baseline that fetches every row and
// filters, sorts and pages in memory — what a list without server-side paging would pay. The public
// schedule's p95 is printed against its target beside a bare route's (BENCH_ONLY=lists runs this alone;
// BENCH_EXPLAIN=1 prints each shape's plans).

const ROUNDS = 30;
/** The public schedule's first page, anonymous: issue 30's target for its p95 (ms), over more requests. */
const SCHEDULE = "public course schedule";
const SCHEDULE_P95_TARGET = 15;
const SCHEDULE_ROUNDS = 100;

const timeRequests = (request: () => Promise<Response>, rounds = ROUNDS) => timeRounds(request, rounds);

export const measureSessionLists = async (databaseUrl: string, sessions: number) => {
  const system = await startBenchSystem(databaseUrl);
  try {
    const data = syntheticSessions({ sessions, leads: 40, trainersPerLead: 10, loneTrainers: 20 });
    await insertSyntheticSessions(system.db, READ_MODEL_SCHEMA, data);
    const cookie = await benchAdminCookie(system);
    // The public schedule is asked anonymously, as its visitors ask; the staff lists with the admin's cookie.
    const get = (path: string) => () => fetch(`${system.url}${path}`, path.startsWith("/api/course-schedule") ? {} : { headers: { cookie } });

    const leads = data.people.filter((person) => person.roles.includes("localLead")).map((person) => person.id);
    const trainer = data.people.find((person) => person.localLeadId !== null)!.id;
    const middlePage = Math.max(1, Math.floor(sessions / 20));
    const shapes: Array<[string, string]> = [
      ["all sessions, page 1", "/api/users/sessions?type=all"],
      [`all sessions, page ${middlePage}`, `/api/users/sessions?type=all&page=${middlePage}`],
      ["upcoming, page 1", "/api/users/sessions"],
      ["a local lead's group", `/api/users/sessions/${leads[0]}?type=all`],
      ["one trainer", `/api/users/trainer-sessions/${trainer}?type=all`],
      ["filters: 2 leads + authority + online", `/api/users/sessions?localLeads=${leads[1]}&localLeads=${leads[2]}&localAuthorities=Newport&delivery=online`],
      [SCHEDULE, "/api/course-schedule"],
    ];
    await system.db
      .withSchema(READ_MODEL_SCHEMA)
      .into("public_leads")
      .insert(leads.slice(0, 10).map((lead_id) => ({ lead_id, chosen_at: new Date() })));

    console.log(`Session lists over HTTP, ${format(sessions)} sessions, ${ROUNDS} requests each (ms, median / p95):`);
    for (const [label, path] of shapes) {
      const { median, p95 } = await timeRequests(get(path));
      console.log(`  ${label.padEnd(38)} ${median.toFixed(1).padStart(7)} / ${p95.toFixed(1).padStart(7)}`);
    }
    await reportLatencyTarget(
      { label: `${SCHEDULE}, page 1, anonymous`, request: get("/api/course-schedule") },
      { label: "a bare route (who am I, an admin)", request: get("/api/users/auth") },
      { percentile: 0.95, ms: SCHEDULE_P95_TARGET, rounds: SCHEDULE_ROUNDS },
    );
    if (EXPLAIN) for (const [label, path] of shapes) await explainRequest(system.db, label, get(path));
    // Baseline: every row to the service, filtered, sorted and paged in memory.
    const baseline = await timeRequests(async () => {
      const rows: Array<{ trainer_ids: string[]; last_date: string; remote: boolean }> = await system.db
        .withSchema(READ_MODEL_SCHEMA)
        .from("sessions")
        .select("id", "short_id", "course", "modules", "dates", "capacity", "confirmed_count", "remote", "address", "trainer_ids", "last_date");
      const page = rows
        .filter((row) => row.remote)
        .sort((a, b) => String(a.last_date).localeCompare(String(b.last_date)))
        .slice(0, 10);
      return new Response(JSON.stringify(page));
    });
    console.log(`  ${"baseline: load all, page in memory".padEnd(38)} ${baseline.median.toFixed(1).padStart(7)} / ${baseline.p95.toFixed(1).padStart(7)}`);
    const csv = await timeRequests(get("/api/export-csv/sessions"), 5);
    console.log(`  ${`CSV export of all ${format(sessions)} (5 runs)`.padEnd(38)} ${csv.median.toFixed(1).padStart(7)} / ${csv.p95.toFixed(1).padStart(7)}`);
  } finally {
    await system.stop();
  }
};
