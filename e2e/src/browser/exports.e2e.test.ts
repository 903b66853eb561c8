import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import type { Download, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { programmeDate } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";
import { untilTakenOver } from "@wellbeing/testkit/browser";

// The export buttons in the browser: 'Export Participants' on the participants page, the admin's
// research export from the dashboard, and the results page's exports through their date-range modal
// (§7: responses by session date, trainers by registration date), each a real download under the
// server's file name; a Welsh export's values in Welsh (issue 26).

const suite = browserSuite();

/** DD/MM/YYYY, as a person types a day. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The rows of a downloaded CSV file, keyed by header. */
const rowsOf = async (download: Download): Promise<Array<Record<string, string>>> =>
  parse(await readFile((await download.path())!, "utf8"), { columns: true, bom: true });

/** Picks a range in the open export modal and downloads the file. */
const exportInRange = async (page: Page, dialogName: string, buttonName: string, from: string, to: string) => {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.locator("#export-from").fill(typed(from));
  await page.keyboard.press("Enter");
  await dialog.locator("#export-to").fill(typed(to));
  await page.keyboard.press("Enter");
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: buttonName }).click()]);
  await dialog.waitFor({ state: "hidden" });
  return download;
};

/**
 * Every CSV of a downloaded research export starts with a byte-order mark, which is what makes Excel
 * read it as UTF-8 (issue 26: without it the Welsh of the data dictionary came out garbled), and the
 * dictionary holds each column's Welsh description beside its English one.
 */
const expectExcelReadsWelsh = async (download: Download) => {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual(["data-dictionary.csv", "responses.csv"]);
  for (const [name, bytes] of Object.entries(files)) expect([...bytes.slice(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
  const dictionary = parse(new TextDecoder().decode(files["data-dictionary.csv"]), { columns: false, bom: true }) as string[][];
  expect(dictionary.map((row) => row[2])).toContain(translatorFor("cy")("dataExports.researchResponse"));
};

let lastWeek = "";

// Five responses to one of the demo trainer's sessions a week ago: a batch the disclosure rule releases.
beforeAll(async () => {
  const trainer = new ApiClient(suite.system.url);
  const trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId as string;
  lastWeek = inDays(-7);
  const session = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: lastWeek, startTime: "10:00", endTime: "12:00" }] }));
  for (const index of [1, 2, 3, 4, 5]) {
    const person = await signedInParticipant(suite.system, `export.browser.${index}@example.org`);
    expect((await registerBeforeItEnded(suite.system, person.client, session.id, person.email)).status).toBe(200);
    expect((await submitSurvey(person.client, session.id, "post", completeSurveyForm("post", true))).status).toBe(201);
  }
}, 300_000);

it("an admin on a phone exports responses and trainers from all results, each through its date-range modal", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, acceptDownloads: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
  await page.goto("/trainer-results?target=all&course=C5");

  await page.getByRole("button", { name: "Export Responses" }).click();
  await page
    .getByRole("dialog", { name: "Export responses" })
    .getByText("The evaluation responses to the sessions with a date between these days.", { exact: false })
    .waitFor();
  await shoot(page, "results-export-responses-390");
  // A range that misses the session: 'No data found'; one that holds it: its five responses.
  const outside = await exportInRange(page, "Export responses", "Export CSV", inDays(-30), inDays(-20));
  expect(outside.suggestedFilename()).toMatch(/^responses-all-.*\.csv$/);
  expect((await readFile((await outside.path())!, "utf8")).replace(/^\uFEFF/, "")).toBe("No data found\n");
  await page.getByRole("button", { name: "Export Responses" }).click();
  await expect
    .poll(async () => (await rowsOf(await exportInRange(page, "Export responses", "Export CSV", inDays(-8), inDays(-6)))).length, { timeout: 60_000 })
    .toBe(5);

  // Trainers registered today (the demo accounts): a range ending yesterday holds nobody.
  await page.getByRole("button", { name: "Export Trainers" }).click();
  await page.getByRole("dialog", { name: "Export trainers" }).waitFor();
  await shoot(page, "results-export-trainers-390");
  const today = programmeDate(new Date());
  const trainers = await rowsOf(await exportInRange(page, "Export trainers", "Export CSV", today, today));
  expect(trainers.map((row) => row.Name)).toContain("Tara Trainer");
  await page.getByRole("button", { name: "Export Trainers" }).click();
  const before = await exportInRange(page, "Export trainers", "Export CSV", "2001-01-01", inDays(-1));
  expect((await readFile((await before.path())!, "utf8")).replace(/^\uFEFF/, "")).toBe("No data found\n");

  // A range that ends before it starts is refused on the spot.
  await page.getByRole("button", { name: "Export Sessions" }).click();
  const sessions = page.getByRole("dialog", { name: "Export sessions" });
  await sessions.locator("#export-from").fill(typed(today));
  await page.keyboard.press("Enter");
  await sessions.locator("#export-to").fill(typed(inDays(-1)));
  await page.keyboard.press("Enter");
  await expect.poll(() => sessions.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true);
  await shoot(page, "results-export-sessions-range-error-390");
  await context.close();
});

it("a trainer in Welsh downloads their responses with Welsh headers, question words and values", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  await page.goto("/trainer-results?target=me&course=C5");
  await page.getByRole("button", { name: "Allforio ymatebion" }).click();
  await page.getByRole("dialog", { name: "Allforio ymatebion" }).waitFor();
  await shoot(page, "results-export-responses-cy");
  const rows = await rowsOf(await exportInRange(page, "Allforio ymatebion", "Allforio CSV", inDays(-8), inDays(-6)));
  expect(rows).toHaveLength(5);
  expect(rows[0]).toMatchObject({ Modiwlau: "Modiwl 1", Cwrs: "Cwrs safonol", "Caniatâd ymchwil": "Ie", "Math o arolwg": "Gwerthusiad ar ôl y sesiwn" });
  expect(Object.keys(rows[0]!).join(" ")).not.toMatch(/session\.|trainer\.|[a-z]+\.[a-z]+[A-Z]/);
  expect(JSON.stringify(rows)).not.toMatch(/Module 1|Standard course|"Yes"/);
  await context.close();
});

it("an admin downloads the participants CSV and, from the dashboard, the research export of a chosen day", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");

  await page.goto("/participants");
  await page.getByRole("heading", { name: "Participants" }).waitFor();
  await shoot(page, "participants-export");
  const [participants] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Participants" }).click()]);
  // The browser writes the time's colons as it may in a file name.
  expect(participants.suggestedFilename()).toMatch(/^participants-all-\d{4}-\d\d-\d\dT[\d:_.]+Z\.csv$/);
  await page.getByText(/^Downloaded participants-all-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.csv$/).waitFor();

  await page.goto("/dashboard");
  await untilTakenOver(page);
  await page.getByRole("button", { name: "Research export" }).click();
  const dialog = page.getByRole("dialog", { name: "Research export" });
  await dialog.getByLabel("As of the end of").waitFor();
  await shoot(page, "research-export-dialog");
  const [research] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download the research export" }).click()]);
  expect(research.suggestedFilename()).toBe(`research-${programmeDate(new Date())}.zip`);
  await dialog.waitFor({ state: "hidden" });
  await expectExcelReadsWelsh(research);

  // In Welsh, the same screens.
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  await page.goto("/dashboard");
  // The server's page is on screen before the app runs: its button answers once the app has taken it over (its icon drawn).
  await untilTakenOver(page);
  await page.getByRole("button", { name: "Allforio ar gyfer ymchwil" }).click();
  const welshDialog = page.getByRole("dialog", { name: "Allforio ar gyfer ymchwil" });
  await welshDialog.getByLabel("Fel yr oedd ar ddiwedd").waitFor();
  await shoot(page, "research-export-dialog-cy");
  const [welshResearch] = await Promise.all([
    page.waitForEvent("download"),
    welshDialog.getByRole("button", { name: translatorFor("cy")("dataExports.researchDownload") }).click(),
  ]);
  await expectExcelReadsWelsh(welshResearch);
  await page.goto("/participants");
  await page.getByRole("button", { name: "Allforio cyfranogwyr" }).waitFor();
  await context.close();
});

it("trainers and local leads see no research export on their dashboard", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.lead);
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "Welcome back Lee Lead" }).waitFor();
  expect(await page.getByRole("button", { name: "Research export" }).count()).toBe(0);
  await context.close();
});
