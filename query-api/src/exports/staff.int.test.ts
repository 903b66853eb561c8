import { describe, expect, it } from "vitest";
import { LIST_TEXTS, programmeDate } from "@wellbeing/domain";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { downloadCsv } from "@wellbeing/testkit/csvDownload";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// GET /api/export-csv/trainers and /participants (§6, §7): people registered in a date range.

const suite = sessionCastSuite();
const today = () => programmeDate(new Date());
const download = (client: ApiClient, path: string) => downloadCsv(suite.system.url, client, path);
const names = (lines: ReadonlyArray<string>) =>
  lines
    .slice(1)
    .map((line) => line.split(",")[0])
    .sort();

describe("exporting trainers as CSV", () => {
  it("an admin exports every trainer and local lead, by name, with their e-mail, role, group and registration date", async () => {
    const csv = await download(suite.cast.as.admin, "/api/export-csv/trainers");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="trainers-all-\d{4}-\d\d-\d\dT[\d:.]+Z\.csv"$/);
    expect(csv.lines[0]).toBe("Name,Email,Role,Organisation,Local authorities,Local lead,Trainers in group,Archived,Registration date");
    expect(names(csv.lines)).toEqual(expect.arrayContaining(["Lee Lead", "Olly Otherlead", "Otto Othertrainer", "Tara Trainer"]));
    expect(csv.lines.find((line) => line.startsWith("Otto Othertrainer,"))).toBe(
      `Otto Othertrainer,other.trainer@demo.test,Trainer,,Torfaen,Olly Otherlead,,No,${today()}`,
    );
  });

  it("keeps people registered in the range (their registration date, UK time)", async () => {
    const { as } = suite.cast;
    expect((await download(as.admin, `/api/export-csv/trainers?fromDate=${today()}&toDate=${today()}`)).lines.length).toBeGreaterThan(4);
    expect((await download(as.admin, "/api/export-csv/trainers?toDate=2001-01-01")).text).toBe("No data found\n");
  });

  it("takes the scope from the token: a local lead their group and themself, a trainer themself", async () => {
    const { as } = suite.cast;
    const group = await download(as.otherLead, "/api/export-csv/trainers");
    expect(group.headers.get("content-disposition")).toContain("trainers-myGroup-");
    expect(names(group.lines)).toEqual(["Olly Otherlead", "Otto Othertrainer"]);
    expect(names((await download(as.otherLead, "/api/export-csv/trainers?target=me")).lines)).toEqual(["Olly Otherlead"]);
    const own = await download(as.trainer, "/api/export-csv/trainers");
    expect(own.headers.get("content-disposition")).toContain("trainers-me-");
    expect(names(own.lines)).toEqual(["Tara Trainer"]);
  });

  it("refuses targets beyond the caller's reach, participants, anonymous callers and bad input", async () => {
    const { as } = suite.cast;
    expect((await download(as.trainer, "/api/export-csv/trainers?target=all")).status).toBe(403);
    expect((await download(as.lead, "/api/export-csv/trainers?target=all")).status).toBe(403);
    expect((await download(as.trainer, "/api/export-csv/trainers?target=myGroup")).status).toBe(403);
    expect((await download(as.participant, "/api/export-csv/trainers")).status).toBe(403);
    expect((await download(as.anonymous, "/api/export-csv/trainers")).status).toBe(401);
    const bad = await download(as.admin, "/api/export-csv/trainers?fromDate=2026-05-01&toDate=2026-04-01&target=everyone");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).fields).toEqual({ toDate: LIST_TEXTS.dateRange, target: LIST_TEXTS.target });
  });
});

describe("exporting participants as CSV", () => {
  it("an admin exports the participants registered in the range, newest first", async () => {
    const { as } = suite.cast;
    const csv = await download(as.admin, "/api/export-csv/participants");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="participants-all-/);
    expect(csv.lines[0]).toBe("Name,Email,Organisation,Registration date");
    expect(csv.text).toContain("participant@demo.test");
    expect(csv.text).not.toContain("trainer@demo.test");
    expect((await download(as.admin, "/api/export-csv/participants?fromDate=2001-01-01&toDate=2001-01-31")).text).toBe("No data found\n");
  });

  it("is for admins only: local leads, trainers and participants are refused, anonymous callers asked to log in", async () => {
    const { as } = suite.cast;
    for (const client of [as.lead, as.trainer, as.participant]) expect((await download(client, "/api/export-csv/participants")).status).toBe(403);
    expect((await download(as.anonymous, "/api/export-csv/participants")).status).toBe(401);
    expect((await download(as.admin, "/api/export-csv/participants?target=me")).status).toBe(403);
    expect((await download(as.admin, "/api/export-csv/participants?fromDate=yesterday")).status).toBe(400);
  });
});
