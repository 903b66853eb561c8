import { beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS, QUESTION_COLUMNS, dayMonthYear, questionHeader } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { parse } from "csv-parse/sync";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { downloadCsv } from "@wellbeing/testkit/csvDownload";
import { createSession, inDays, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { answerSurvey, participantAccount } from "@wellbeing/testkit/surveyResponses";

// GET /api/export-csv/responses (§3, §6, §7, issue 24 §2, issue 26): one row per released response,
// naming nobody, the session's facts, then a column per question headed by its words, in the caller's
// language; the demographics (on the response that asked them) for admins only.

const suite = sessionCastSuite();
const english = translatorFor("en");
const welsh = translatorFor("cy");
const FIXED = "Session dates,Modules,Course,Local authority,Survey type,Research consent,Trainers";
const headerOf = (t: typeof english, demographics: boolean) =>
  QUESTION_COLUMNS.filter((column) => demographics || !column.demographic).map((column) => questionHeader(column, t));

const download = (client: ApiClient, query = "", headers: Record<string, string> = {}) =>
  downloadCsv(suite.system.url, client, `/api/export-csv/responses${query}`, headers);

/** The rows of an export once the read side holds `count` of them (other people's writes arrive eventually). */
const rowsOnce = async (client: ApiClient, query: string, count: number) => {
  await expect.poll(async () => records((await download(client, query)).text).length).toBe(count);
  return download(client, query);
};

/** The file's rows as records keyed by header (csv rules: quoted commas, doubled quotes). */
const records = (text: string): Array<Record<string, string>> => (text.startsWith("No data found") ? [] : parse(text, { columns: true }));

/** Five people answer a session's survey: a batch the disclosure rule releases. */
const fiveAnswer = async (sessionId: string, name: string, surveyType: "pre-course" | "post", options: { disagreeFirst?: boolean } = {}) => {
  for (const index of [1, 2, 3, 4, 5]) {
    const person = await participantAccount(suite.system, `${name}${index}.export@example.org`, `${name} Exported ${index}`);
    await answerSurvey(suite.system, person, sessionId, surveyType, {
      disagreedToResearch: options.disagreeFirst === true && index === 1,
      demographicsKnown: surveyType !== "pre-course",
    });
  }
};

beforeAll(async () => {
  const { as, ids } = suite.cast;
  const lastWeek = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-7), startTime: "10:00", endTime: "12:00" }] }));
  const longAgo = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-60), startTime: "10:00", endTime: "12:00" }] }));
  const otherGroup = await createSession(
    as.otherTrainer,
    sessionForm(ids.otherTrainer, { dates: [{ sessionDate: inDays(-7), startTime: "09:00", endTime: "11:00" }] }),
  );
  await fiveAnswer(lastWeek.id, "ana", "pre-course");
  await fiveAnswer(lastWeek.id, "ada", "post");
  await fiveAnswer(longAgo.id, "ben", "pre-course", { disagreeFirst: true });
  await fiveAnswer(otherGroup.id, "cara", "pre-course");
}, 400_000);

describe("exporting responses as CSV", () => {
  it("an admin exports every released response, one row each, named after type, target and time; never a name, an e-mail, a pseudonym or a time", async () => {
    const csv = await rowsOnce(suite.cast.as.admin, "", 20);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="responses-all-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.csv"$/);
    expect(parse(csv.text, { to_line: 1 })[0]).toEqual([...FIXED.split(","), ...headerOf(english, true)]);
    expect(csv.text).not.toMatch(/Exported|@example\.org|@demo\.test|\d{2}:\d{2}:\d{2}/);
    // Sessions in date order: the one 60 days ago first; one of its five declined research use.
    const rows = records(csv.text);
    expect(rows[0]!["Session dates"]).toBe(dayMonthYear(inDays(-60)));
    expect(
      rows
        .slice(0, 5)
        .map((row) => row["Research consent"])
        .sort(),
    ).toEqual(["No", "Yes", "Yes", "Yes", "Yes"]);
  });

  it("gives admins the demographics on the response that asked them, in words; trainers and local leads none", async () => {
    const ageBand = questionHeader(
      QUESTION_COLUMNS.find((column) => column.code === "demographic.ageBand")!,
      english,
    );
    const admin = records((await rowsOnce(suite.cast.as.admin, "", 20)).text);
    const preCourse = admin.filter((row) => row["Survey type"] === english("session.surveyLink_pre-course"));
    const post = admin.filter((row) => row["Survey type"] === english("session.surveyLink_post"));
    expect(preCourse).toHaveLength(15);
    expect(post).toHaveLength(5);
    expect(preCourse.every((row) => row[ageBand] !== "")).toBe(true);
    expect(post.every((row) => row[ageBand] === "")).toBe(true);
    for (const client of [suite.cast.as.trainer, suite.cast.as.lead]) {
      const csv = await rowsOnce(client, "", 15);
      expect(parse(csv.text, { to_line: 1 })[0]).toEqual([...FIXED.split(","), ...headerOf(english, false)]);
      expect(Object.keys(records(csv.text)[0]!)).not.toContain(ageBand);
    }
  });

  it("writes the session's facts and each answer in words: a choice by its label, a matrix as JSON of labels", async () => {
    const rows = records((await rowsOnce(suite.cast.as.trainer, "", 15)).text);
    const post = rows.find((row) => row["Survey type"] === english("session.surveyLink_post"))!;
    expect(post).toMatchObject({ Modules: "Module 1", Course: "Standard course", "Research consent": "Yes", Trainers: "Tara Trainer" });
    expect(post["Local authority"]).not.toBe("");
    const stars = QUESTION_COLUMNS.find((column) => column.code === "session.stars")!;
    expect(post[questionHeader(stars, english)]).toBe("3");
    const matrix = QUESTION_COLUMNS.find((column) => column.question.kind === "matrix" && post[questionHeader(column, english)] !== "")!;
    const ratings = Object.values(JSON.parse(post[questionHeader(matrix, english)]!) as Record<string, string>);
    expect(ratings.every((rating) => /^[A-Z]/.test(rating))).toBe(true);
  });

  it("says everything in Welsh for a Welsh reader: headers, the question's words and the values", async () => {
    await rowsOnce(suite.cast.as.trainer, "", 15);
    const csv = await download(suite.cast.as.trainer, "", { cookie: "wb_lang=cy" });
    const header = parse(csv.text, { to_line: 1 })[0] as string[];
    expect(header[0]).toBe(welsh("dataExports.sessionDates"));
    expect(header.slice(7)).toEqual(headerOf(welsh, false));
    const post = records(csv.text).find((row) => row[welsh("dataExports.surveyType")] === welsh("session.surveyLink_post"))!;
    expect(post).toMatchObject({
      [welsh("csvHeaders.modules")]: "Modiwl 1",
      [welsh("csvHeaders.course")]: "Cwrs safonol",
      [welsh("dataExports.researchConsent")]: "Ie",
    });
  });

  it("keeps responses to sessions with a date in the range (the session's date, not the response's)", async () => {
    const { as } = suite.cast;
    await rowsOnce(as.admin, "", 20);
    expect(records((await download(as.admin, `?fromDate=${inDays(-10)}&toDate=${inDays(-1)}`)).text)).toHaveLength(15);
    expect(records((await download(as.admin, `?fromDate=${inDays(-61)}&toDate=${inDays(-59)}`)).text)).toHaveLength(5);
    expect(records((await download(as.admin, `?trainers=${suite.cast.ids.otherTrainer}`)).text)).toHaveLength(5);
  });

  it("takes the scope from the token: a local lead their group, a trainer their own, and 'No data found' when nothing matches", async () => {
    const { as } = suite.cast;
    const lead = await rowsOnce(as.lead, "", 15);
    expect(lead.headers.get("content-disposition")).toContain("responses-myGroup-");
    await rowsOnce(as.otherLead, "", 5);
    expect(records((await download(as.otherTrainer, "?target=me")).text)).toHaveLength(5);
    const empty = await download(as.trainer, "?fromDate=2001-01-01&toDate=2001-12-31");
    expect(empty.status).toBe(200);
    expect(empty.text).toBe("No data found\n");
    expect(empty.headers.get("content-disposition")).toMatch(/filename="responses-me-/);
  });

  it("leaves a trainer's sessions out of everyone else's export while she withdraws her results-access consent, never out of her own; given again, they are back (issue 24 §3)", async () => {
    const { as } = suite.cast;
    const counts = async () => ({
      admin: records((await download(as.admin)).text).length,
      lead: records((await download(as.lead)).text).length,
      trainer: records((await download(as.trainer)).text).length,
      otherLead: records((await download(as.otherLead)).text).length,
    });
    await rowsOnce(as.admin, "", 20);
    const given = await counts();
    expect(given).toEqual({ admin: 20, lead: 15, trainer: 15, otherLead: 5 });
    expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    try {
      await expect.poll(async () => records((await download(as.lead)).text).length).toBe(0);
      expect(await counts()).toEqual({ admin: 5, lead: 0, trainer: 15, otherLead: 5 });
      expect((await download(as.lead, "?target=myGroup")).text).toBe("No data found\n");
    } finally {
      expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    }
    await expect.poll(async () => records((await download(as.lead)).text).length).toBe(15);
    expect(await counts()).toEqual(given);
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
