import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS, dayMonthYear } from "@wellbeing/domain";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendance, sessionTodayForm, todayInTheUk } from "@wellbeing/testkit/attendance";
import { downloadCsv } from "@wellbeing/testkit/csvDownload";
import { addOutsideTrainer, dayFromToday, startDemoSystem, type DemoClients, type DemoIds } from "@wellbeing/testkit/sessionListFixtures";
import type { TestSystem } from "@wellbeing/testkit/testSystem";

// GET /api/export-csv/sessions (§6, §7): a CSV of the sessions with a date in the range.

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;

const HEADER = "Session ID,Course,Modules,Dates,Times,Delivery,Location,Trainers,Capacity,Confirmed participants,Spaces remaining,Attended,Created";

const download = (client: ApiClient, query: string, headers: Record<string, string> = {}) =>
  downloadCsv(system.url, client, `/api/export-csv/sessions${query}`, headers);

beforeAll(async () => {
  ({ system, as, ids } = await startDemoSystem());
  await addOutsideTrainer(system);
});

afterAll(async () => {
  await system.stop();
});

describe("exporting sessions as CSV", () => {
  it("an admin exports every session with a date in the range, soonest first, named after type, target and time", async () => {
    const csv = await download(as.admin, `?fromDate=${dayFromToday(-60)}&toDate=${dayFromToday(10)}&isExport=true`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="sessions-all-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.csv"$/);
    expect(csv.lines[0]).toBe(HEADER);
    expect(csv.lines).toHaveLength(1 + 4);
    expect(csv.lines[1]).toMatch(
      new RegExp(`^\\w{8},Standard course,Train the Trainer,${dayMonthYear(dayFromToday(-60))},09:00 - 16:00,Online,Online,Lee Lead,8,0,8,`),
    );
    expect(csv.lines[3]).toMatch(
      new RegExp(
        `^\\w{8},Standard course,Module 1,${dayMonthYear(dayFromToday(7))},09:30 - 12:30,Face to face,"Newport Central Library, John Frost Square, Newport, NP20 1PA",Tara Trainer,12,0,12,`,
      ),
    );
    // Attended (issue 29): empty while a session's register has not been taken.
    expect(csv.lines[1]).toMatch(/,8,0,8,,\d{4}-\d\d-\d\dT/);
    expect(csv.text).not.toMatch(/@|zoom\.us|teams\.microsoft/);
  });

  it("heads its columns and words its values in the caller's language, Welsh by their choice or their browser's", async () => {
    const range = `?fromDate=${dayFromToday(-60)}&toDate=${dayFromToday(10)}`;
    const welshHeader =
      "ID y sesiwn,Cwrs,Modiwlau,Dyddiadau,Amseroedd,Dull cyflwyno,Lleoliad,Hyfforddwyr,Capasiti,Cyfranogwyr wedi'u cadarnhau,Lleoedd ar ôl,Wedi dod,Crëwyd";
    const chosen = await download(as.admin, range, { cookie: "wb_lang=cy" });
    expect(chosen.lines[0]).toBe(welshHeader);
    // The same sessions, their course, modules and delivery in Welsh (issue 26); names, places and dates as they are.
    const english = (await download(as.admin, range)).lines.slice(1);
    expect(chosen.lines).toHaveLength(english.length + 1);
    expect(chosen.text).toMatch(/Cwrs safonol/);
    expect(chosen.text).toMatch(/Modiwl 1/);
    expect(chosen.text).toMatch(/Wyneb yn wyneb/);
    expect(chosen.text).not.toMatch(/Standard course|Module 1|Face to face/);
    expect((await download(as.admin, range, { "accept-language": "cy-GB,cy;q=0.9" })).lines[0]).toBe(welshHeader);
    expect((await download(as.admin, range, { "accept-language": "cy", cookie: "wb_lang=en" })).lines[0]).toBe(HEADER);
  });

  it("keeps a session only when one of its dates falls in the range", async () => {
    // The online session runs in 14 and 21 days: a range between those dates misses it.
    expect((await download(as.admin, `?fromDate=${dayFromToday(15)}&toDate=${dayFromToday(20)}`)).text).toBe("No data found\n");
    const onTheDay = await download(as.admin, `?fromDate=${dayFromToday(21)}&toDate=${dayFromToday(21)}`);
    expect(onTheDay.lines).toHaveLength(2);
    expect(onTheDay.lines[1]).toContain(",Tara Trainer & Morgan Multi,");
    expect((await download(as.admin, "")).lines).toHaveLength(1 + 5);
  });

  it("applies the admin's filters", async () => {
    const online = await download(as.admin, `?delivery=online&trainers=${ids.multi}`);
    expect(online.lines).toHaveLength(2);
  });

  it("a local lead exports their group (or their own), a trainer their own", async () => {
    expect((await download(as.lead, "")).lines).toHaveLength(1 + 5);
    expect((await download(as.lead, "")).headers.get("content-disposition")).toContain("sessions-myGroup-");
    expect((await download(as.lead, "?target=me")).lines).toHaveLength(1 + 2);
    const own = await download(as.trainer, "");
    expect(own.lines).toHaveLength(1 + 3);
    expect(own.headers.get("content-disposition")).toContain("sessions-me-");
  });

  it("says 'No data found' when nothing matches", async () => {
    const empty = await download(as.trainer, `?fromDate=2001-01-01&toDate=2001-12-31`);
    expect(empty.status).toBe(200);
    expect(empty.text).toBe("No data found\n");
    expect(empty.headers.get("content-disposition")).toMatch(/filename="sessions-me-/);
  });

  it("refuses targets beyond the caller's reach, participants, anonymous callers and bad input", async () => {
    expect((await download(as.trainer, "?target=all")).status).toBe(403);
    expect((await download(as.lead, "?target=all")).status).toBe(403);
    expect((await download(as.trainer, "?target=myGroup")).status).toBe(403);
    expect((await download(as.participant, "")).status).toBe(403);
    expect((await download(as.anonymous, "")).status).toBe(401);
    const bad = await download(as.admin, "?fromDate=2026-05-01&toDate=2026-04-01&target=everyone&delivery=x");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).fields).toEqual({ toDate: LIST_TEXTS.dateRange, target: LIST_TEXTS.target, delivery: LIST_TEXTS.delivery });
    expect((await download(as.admin, "?fromDate=yesterday")).status).toBe(400);
  });
});

describe("the Attended column (issue 29)", () => {
  it("counts who came once the register holds marks: two came, one did not", async () => {
    const created = await as.trainer.post("/api/add-session", sessionTodayForm(ids.trainer, { capacity: 10 }));
    expect(created.status).toBe(201);
    const { id, shortId } = created.body as { id: string; shortId: string };
    const people = ["gwyn.came@example.org", "hana.came@example.org", "ioan.noshow@example.org"];
    const listed = await as.trainer.request("PATCH", `/api/sessions/${id}/attendeesList`, {
      participantsEmails: people.map((email) => ({ email, status: "confirmed" })),
      status: "confirmed",
    });
    expect(listed.status).toBe(200);
    await recordAttendance(as.trainer, id, people.slice(0, 2));
    const register = (await as.trainer.get(`/api/sessions/${id}/register`)).body as { attendees: Array<{ personKey: string; email: string | null }> };
    const ioan = register.attendees.find((attendee) => attendee.email === "ioan.noshow@example.org")!;
    const noShow = await as.trainer.post(`/api/sessions/${id}/attendance`, {
      sessionDate: todayInTheUk(),
      personKey: ioan.personKey,
      mark: "noShow",
      commandId: crypto.randomUUID(),
    });
    expect(noShow.status).toBe(200);

    // Capacity 10, 3 confirmed, 7 spaces, 2 attended.
    const today = `?fromDate=${todayInTheUk()}&toDate=${todayInTheUk()}`;
    await expect
      .poll(async () => (await download(as.trainer, today)).lines.find((line) => line.startsWith(`${shortId},`)))
      .toMatch(/,10,3,7,2,\d{4}-\d\d-\d\dT/);
  });
});
