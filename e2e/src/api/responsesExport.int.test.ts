import { beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS, QUESTION_COLUMNS, dayMonthYear } from "@wellbeing/domain";
import { parse } from "csv-parse/sync";
import type { ApiClient } from "../support/apiClient";
import { downloadCsv } from "../support/csvDownload";
import { createSession, inDays, sessionForm } from "../support/sessionCast";
import { sessionCastSuite } from "../support/sessionCastSuite";
import { answerSurvey, participantAccount } from "../support/surveyResponses";

// GET /api/export-csv/responses (§3, §6, §7): one row per response, by pseudonym, with the
// demographics the person gave once, the session's facts and a column per question code.

const suite = sessionCastSuite();
const FIXED = "Participant ID,Session dates,Modules,Course,Local authority,Survey type,Research consent,Trainers,Submitted";
const HEADER = `${FIXED},${QUESTION_COLUMNS.map((column) => column.code).join(",")}`;

const download = (client: ApiClient, query = "", headers: Record<string, string> = {}) =>
  downloadCsv(suite.system.url, client, `/api/export-csv/responses${query}`, headers);

/** The rows of an export once the read side holds `count` of them (other people's writes arrive eventually). */
const rowsOnce = async (client: ApiClient, query: string, count: number) => {
  await expect.poll(async () => (await download(client, query)).lines.length - 1).toBe(count);
  return download(client, query);
};

/** The file's rows as records keyed by header (csv rules: quoted commas, doubled quotes). */
const records = (text: string): Array<Record<string, string>> => parse(text, { columns: true });

let lastWeek: { id: string };
let longAgo: { id: string };
let otherGroup: { id: string };

beforeAll(async () => {
  const { as, ids } = suite.cast;
  lastWeek = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-7), startTime: "10:00", endTime: "12:00" }] }));
  longAgo = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-60), startTime: "10:00", endTime: "12:00" }] }));
  otherGroup = await createSession(as.otherTrainer, sessionForm(ids.otherTrainer, { dates: [{ sessionDate: inDays(-7), startTime: "09:00", endTime: "11:00" }] }));

  const ana = await participantAccount(suite.system, "ana.export@example.org", "Ana Exported");
  await answerSurvey(suite.system, ana, lastWeek.id, "pre-course");
  await answerSurvey(suite.system, ana, lastWeek.id, "post", { demographicsKnown: true });
  const ben = await participantAccount(suite.system, "ben.export@example.org", "Ben Exported");
  await answerSurvey(suite.system, ben, longAgo.id, "pre-course", { disagreedToResearch: true });
  const cara = await participantAccount(suite.system, "cara.export@example.org", "Cara Exported");
  await answerSurvey(suite.system, cara, otherGroup.id, "pre-course");
});

describe("exporting responses as CSV", () => {
  it("an admin exports every response, one row each, by pseudonym, named after type, target and time; never a name or e-mail", async () => {
    const csv = await rowsOnce(suite.cast.as.admin, "", 4);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="responses-all-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.csv"$/);
    expect(csv.lines[0]).toBe(HEADER);
    expect(csv.text).not.toMatch(/Exported|@example\.org|@demo\.test/);
    // Sessions in date order: the one 60 days ago first.
    const [first] = records(csv.text);
    expect(first!["Research consent"]).toBe("No");
    expect(first!["Session dates"]).toBe(dayMonthYear(inDays(-60)));
  });

  it("joins the demographics a person gave once to each of their responses by their pseudonym, with the session's facts", async () => {
    const csv = await rowsOnce(suite.cast.as.trainer, "", 3);
    const ana = records(csv.text).filter((row) => row["Session dates"] === dayMonthYear(inDays(-7)));
    expect(ana.map((row) => row["Survey type"]).sort()).toEqual(["post", "pre-course"]);
    const pre = ana.find((row) => row["Survey type"] === "pre-course")!;
    const post = ana.find((row) => row["Survey type"] === "post")!;
    expect(post["Participant ID"]).toBe(pre["Participant ID"]);
    expect(post["demographic.ageBand"]).toBe(pre["demographic.ageBand"]);
    expect(post["demographic.ageBand"]).not.toBe("");
    expect(post).toMatchObject({ Modules: "Module 1", Course: "Standard course", "Research consent": "Yes", Trainers: "Tara Trainer" });
    expect(post["Local authority"]).not.toBe("");
    // One column per question code: a number as it is, a list joined with commas, a matrix's ratings as JSON.
    expect(post["session.stars"]).toBe("3");
    const matrix = QUESTION_COLUMNS.find((column) => column.question.kind === "matrix")!;
    expect(JSON.parse(post[matrix.code]!)).toBeTypeOf("object");
    const list = QUESTION_COLUMNS.find((column) => column.question.kind === "multipleChoice" && post[column.code] !== "");
    expect(list).toBeDefined();
  });

  it("keeps responses to sessions with a date in the range (the session's date, not the response's)", async () => {
    const { as } = suite.cast;
    await rowsOnce(as.admin, "", 4);
    expect((await download(as.admin, `?fromDate=${inDays(-10)}&toDate=${inDays(-1)}`)).lines).toHaveLength(1 + 3);
    expect((await download(as.admin, `?fromDate=${inDays(-61)}&toDate=${inDays(-59)}`)).lines).toHaveLength(1 + 1);
    expect((await download(as.admin, `?trainers=${suite.cast.ids.otherTrainer}`)).lines).toHaveLength(1 + 1);
  });

  it("takes the scope from the token: a local lead their group, a trainer their own, and 'No data found' when nothing matches", async () => {
    const { as } = suite.cast;
    const lead = await rowsOnce(as.lead, "", 3);
    expect(lead.headers.get("content-disposition")).toContain("responses-myGroup-");
    expect((await rowsOnce(as.otherLead, "", 1)).lines).toHaveLength(2);
    expect((await download(as.otherTrainer, "?target=me")).lines).toHaveLength(2);
    const empty = await download(as.trainer, "?fromDate=2001-01-01&toDate=2001-12-31");
    expect(empty.status).toBe(200);
    expect(empty.text).toBe("No data found\n");
    expect(empty.headers.get("content-disposition")).toMatch(/filename="responses-me-/);
  });

  it("refuses targets beyond the caller's reach, participants, anonymous callers and bad input", async () => {
    const { as } = suite.cast;
    expect((await download(as.trainer, "?target=all")).status).toBe(403);
    expect((await download(as.lead, "?target=all")).status).toBe(403);
    expect((await download(as.trainer, "?target=myGroup")).status).toBe(403);
    expect((await download(as.participant)).status).toBe(403);
    expect((await download(as.anonymous)).status).toBe(401);
    const bad = await download(as.admin, "?fromDate=2026-05-01&toDate=2026-04-01&target=everyone");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).fields).toEqual({ toDate: LIST_TEXTS.dateRange, target: LIST_TEXTS.target });
  });
});
