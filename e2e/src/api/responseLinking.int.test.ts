import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { programmeDate } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { claimCertificateCode } from "@wellbeing/testkit/certificateCode";
import { downloadCsv } from "@wellbeing/testkit/csvDownload";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Issue 24 §2, adversarially: an admin, an auditor and the session's trainer read everything they may
// (every results endpoint, the session's responses, every export, the roster) before and after each
// named attendee completes the post-session evaluation, as the roster tells them by name, and try to
// line a response up with a person. They must fail: a response's answers show only in batches of five,
// together, in an order unrelated to arrival, with nothing that recurs elsewhere or tells the time.

const suite = sessionCastSuite();
const ATTENDEES = ["Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus"];
const secretOf = (name: string) => `What ${name} alone would write`;

type Role = "admin" | "auditor" | "trainer";

/** What one role read at one moment: per output, its per-response rows and its answer figures (counts, shares, means). */
interface Reading {
  readonly rows: ReadonlyMap<string, ReadonlyArray<string>>;
  readonly figures: ReadonlyMap<string, string>;
  /** Everything read, as text: where a person's own words would show. */
  readonly text: string;
}

let sessionId = "";
let clients: Record<Role, ApiClient>;
let ids: Record<Role, string>;

const csvRows = (text: string): string[] =>
  text.startsWith("No data found") ? [] : (parse(text, { from_line: 2 }) as string[][]).map((row) => JSON.stringify(row));

/**
 * Everything a role may read that could carry answers, or tell who answered; each read waits until the
 * read models have taken in the write whose consistency token is given (the latest submission).
 */
const read = async (role: Role, token: string | null): Promise<Reading> => {
  const client = clients[role];
  const waitFor: Record<string, string> = token ? { "x-consistency-token": token } : {};
  const rows = new Map<string, ReadonlyArray<string>>();
  const figures = new Map<string, string>();
  const texts: string[] = [];
  const keep = (name: string, text: string) => texts.push(`${name}: ${text}`);

  const session = await client.get(`/api/session/${sessionId}/post/responses`, waitFor);
  keep("session results", JSON.stringify(session.body));
  if (session.status === 200) {
    rows.set(
      "individual responses",
      session.body.responses.map((response: unknown) => JSON.stringify(response)),
    );
    figures.set("overall results", JSON.stringify(session.body.overall));
  }
  for (const target of ["me", "all"]) {
    const results = await client.post(`/api/users/${ids[role]}/results`, { target, course: "C5" }, waitFor);
    keep(`results ${target}`, JSON.stringify(results.body));
    if (results.status === 200)
      figures.set(`results ${target}`, JSON.stringify([results.body.newSurveys.trainerFeedback, results.body.newSurveys.behavioural]));
  }
  for (const kind of ["responses", "sessions", "trainers", "participants"]) {
    const csv = await downloadCsv(suite.system.url, client, `/api/export-csv/${kind}`, waitFor);
    keep(kind, csv.text);
    if (csv.status === 200 && kind === "responses") rows.set("responses CSV", csvRows(csv.text));
  }
  const research = await client.download(`/api/research-export?asOf=${programmeDate(new Date())}`, waitFor);
  if (research.status === 200) {
    const files = unzipSync(new Uint8Array(research.bytes));
    const text = new TextDecoder().decode(files["responses.csv"]);
    keep("research", text);
    rows.set("research export", csvRows(text));
  }
  const roster = await client.get(`/api/sessions/${sessionId}/roster`, waitFor);
  keep("roster", JSON.stringify(roster.body));
  return { rows, figures, text: texts.join("\n") };
};

/** How many of `after`'s rows are new (a row may repeat: two people can answer alike). */
const newRows = (before: ReadonlyArray<string>, after: ReadonlyArray<string>): number => {
  const left = [...before];
  let fresh = 0;
  for (const row of after) {
    const index = left.indexOf(row);
    if (index === -1) fresh += 1;
    else left.splice(index, 1);
  }
  return fresh;
};

/** How many of the session's responses the disclosure rule has released (none where no such rule exists). */
const releasedCount = async (): Promise<number> => {
  try {
    const [row] = await suite.system.db
      .withSchema(READ_MODEL_SCHEMA)
      .from("result_releases")
      .where({ session_id: sessionId, released: true })
      .count<{ count: string }[]>("* as count");
    return Number(row!.count);
  } catch {
    return 0;
  }
};

/**
 * The attack between two readings, when the roster says exactly one named person completed in between:
 * whatever answer-level content appeared is theirs. It links when fewer than five new rows appear in an
 * output, when answer figures move without a release of five, or when one person's own words appear alone.
 */
const linksBetween = (person: string, before: Reading, after: Reading, releasedNow: number): string[] => {
  const links: string[] = [];
  for (const [output, rows] of after.rows) {
    const fresh = newRows(before.rows.get(output) ?? [], rows);
    if (fresh > 0 && fresh < 5) links.push(`${person}: ${fresh} new row(s) in ${output}`);
  }
  for (const [output, figures] of after.figures) {
    if (before.figures.get(output) !== figures && releasedNow < 5) links.push(`${person}: ${output} moved with their response alone`);
  }
  const newSecrets = ATTENDEES.filter((name) => after.text.includes(secretOf(name)) && !before.text.includes(secretOf(name)));
  if (newSecrets.length > 0 && newSecrets.length < 5) links.push(`${person}: the words of ${newSecrets.join(", ")} appeared`);
  return links;
};

const attendees: Array<{ name: string; client: ApiClient; email: string; userId: string }> = [];

beforeAll(async () => {
  const { as, ids: castIds } = suite.cast;
  await registerAccount(suite.system, { email: "auditor.linking@demo.test", name: "Aud Itor", roles: ["auditor"] });
  const auditor = new ApiClient(suite.system.url);
  const auditorId = (await auditor.logIn("auditor.linking@demo.test", DEMO_PASSWORD)).userId as string;
  clients = { admin: as.admin, auditor, trainer: as.trainer };
  ids = { admin: castIds.admin, auditor: auditorId, trainer: castIds.trainer };
  sessionId = (await createSession(as.trainer, sessionForm(castIds.trainer, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] })))
    .id;
  for (const name of ATTENDEES) {
    const person = await signedInParticipant(suite.system, `${name.toLowerCase()}.linking@example.org`);
    expect((await registerBeforeItEnded(suite.system, person.client, sessionId, person.email)).status).toBe(200);
    attendees.push({ name, ...person });
  }
}, 300_000);

describe("nothing links a response to a person (issue 24 §2)", () => {
  it("admin, auditor and trainer poll every endpoint and export before and after each named attendee completes, and link no response to anyone", async () => {
    const links: string[] = [];
    let readings = Object.fromEntries(
      await Promise.all((["admin", "auditor", "trainer"] as const).map(async (role) => [role, await read(role, null)] as const)),
    ) as Record<Role, Reading>;
    let released = 0;
    for (const [index, attendee] of attendees.entries()) {
      const form = { ...completeSurveyForm("post", true), "session.anythingElse": { answer: secretOf(attendee.name), otherAnswer: null } };
      const submitted = await submitSurvey(attendee.client, sessionId, "post", form);
      expect(submitted.status).toBe(201);
      const token = submitted.headers.get("x-consistency-token");
      // The roster says, by name, that this attendee (and only they) completed since the last reading.
      const roster = await clients.trainer.get(`/api/sessions/${sessionId}/roster`, token ? { "x-consistency-token": token } : {});
      const completed = roster.body.attendees.filter((entry: { evaluations: string[] }) => entry.evaluations.includes("post"));
      expect(completed).toHaveLength(index + 1);
      const releasedAfter = await releasedCount();
      for (const role of ["admin", "auditor", "trainer"] as const) {
        const after = await read(role, token);
        links.push(...linksBetween(attendee.name, readings[role], after, releasedAfter - released).map((link) => `${role}: ${link}`));
        readings = { ...readings, [role]: after };
      }
      released = releasedAfter;
    }
    expect(links).toEqual([]);
    // Not a vacuous pass: five responses were released together, and admin and trainer see five people's words (never whose).
    expect(released).toBe(5);
    for (const role of ["admin", "trainer"] as const) expect(ATTENDEES.filter((name) => readings[role].text.includes(secretOf(name)))).toHaveLength(5);
    expect(ATTENDEES.filter((name) => readings.auditor.text.includes(secretOf(name)))).toEqual([]);
  }, 600_000);

  it("no response carries a time finer than the day, a respondent or a pseudonym, in any output", async () => {
    for (const role of ["admin", "trainer"] as const) {
      const reading = await read(role, null);
      for (const [output, rows] of reading.rows) {
        for (const row of rows) {
          expect(row, output).not.toMatch(/\d{2}:\d{2}:\d{2}|T\d{2}:\d{2}/);
        }
      }
      const session = await clients[role].get(`/api/session/${sessionId}/post/responses`);
      expect(JSON.stringify(session.body)).not.toMatch(/respondent|pseudonym|submitted/i);
    }
    const csv = await downloadCsv(suite.system.url, clients.admin, "/api/export-csv/responses");
    expect(parse(csv.text, { to_line: 1 })[0]).not.toContain("Participant ID");
  });

  it("an attendee who completed, claimed their certificate and left the programme: the certificate names nobody, and no output names them or keeps their words, and the research export does not change", async () => {
    const leaver = attendees.find((attendee) => attendee.name === "Cai")!;
    await recordAttendance(clients.trainer, sessionId, [leaver.email]);
    const code = await claimCertificateCode(suite.system.url, leaver.client, sessionId, "Cai Certified");
    const verify = (headers: Record<string, string> = {}) => new ApiClient(suite.system.url).get(`/api/certificates/verify/${code}`, headers);
    await expect.poll(async () => (await verify()).body?.name).toBe("Cai Certified");
    const before = Object.fromEntries(
      await Promise.all((["admin", "auditor", "trainer"] as const).map(async (role) => [role, await read(role, null)] as const)),
    );
    const deleted = await leaver.client.request("DELETE", `/api/users/${leaver.userId}`);
    expect(deleted.status).toBe(200);
    const token = deleted.headers.get("x-consistency-token");
    const verified = await verify(token ? { "x-consistency-token": token } : {});
    expect(verified.body).toMatchObject({ status: "revoked", name: null });
    expect(JSON.stringify(verified.body)).not.toMatch(/Cai|cai/);
    for (const role of ["admin", "auditor", "trainer"] as const) {
      const after = await read(role, token);
      for (const trace of [leaver.email, "Cai Certified", secretOf("Cai")]) expect(after.text, `${role}: ${trace}`).not.toContain(trace);
      // The research export is replayed from the log: the leaving changes none of its rows, so none points at the leaver.
      expect(after.rows.get("research export"), role).toEqual(before[role]!.rows.get("research export"));
    }
  }, 300_000);
});
